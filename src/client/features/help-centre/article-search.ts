import type { HelpArea } from '../../../shared/domain/help-areas';
import { HELP_AREAS } from '../../../shared/domain/help-areas';
import type { KnowledgeArticle } from '../../../shared/schemas/support';

// The help centre's search: every word typed must appear in an article's title or summary.
// Case and accents are ignored ("reserver" finds "Réserver"), so hosts find articles however they type.

const fold = (text: string, locale: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase(locale);

export function searchArticles(articles: readonly KnowledgeArticle[], query: string, locale: string): KnowledgeArticle[] {
  const words = fold(query, locale).split(/\s+/).filter((w) => w !== '');
  if (words.length === 0) return [...articles];
  return articles.filter((a) => {
    const text = fold(`${a.title} ${a.summary}`, locale);
    return words.every((w) => text.includes(w));
  });
}

/** Articles by area, in the order of HELP_AREAS; areas without articles are left out. */
export function groupByArea(articles: readonly KnowledgeArticle[]): { area: HelpArea; articles: KnowledgeArticle[] }[] {
  return HELP_AREAS.map((area) => ({ area, articles: articles.filter((a) => a.category === area) })).filter((g) => g.articles.length > 0);
}

/** The body's paragraphs: the server separates them by a blank line. */
export const paragraphsOf = (body: string | undefined): string[] =>
  (body ?? '')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
