import { useQuery } from '@tanstack/react-query';
import { useIntl } from '../../i18n/intl';
import { KnowledgeArticleListSchema } from '../../../shared/schemas/support';
import { api, callApi, parseAnswer } from '../../api/http';

// The help centre's one call: every article with its body, public (visitors have no token), in
// the interface's language. The list is small (a few dozen short texts), so both pages share one
// answer and the search filters it in the browser.

const ARTICLES_STALE_MS = 10 * 60 * 1000; // server content; changes with a release, not per minute

export const helpCentreKeys = {
  articles: (locale: string) => ['help-centre', 'articles', locale] as const,
};

export const fetchHelpCentreArticles = (locale: string, signal?: AbortSignal) =>
  callApi(async () => parseAnswer(KnowledgeArticleListSchema, await api.get('public/knowledge-articles', { searchParams: { hl: locale }, signal }).json()));

export function useHelpCentreArticles() {
  const { locale } = useIntl();
  return useQuery({
    queryKey: helpCentreKeys.articles(locale),
    queryFn: ({ signal }) => fetchHelpCentreArticles(locale, signal),
    staleTime: ARTICLES_STALE_MS,
  });
}
