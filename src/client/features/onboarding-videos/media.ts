// The tutorial files (rendered by scripts/make-tutorial-videos.sh) as the build's hashed asset
// addresses, by file name: shared/domain/tutorials.ts names the files, the build serves them.
const files = import.meta.glob<string>('./media/*.{webm,jpg}', { query: '?url', import: 'default', eager: true });

export function mediaUrl(file: string): string {
  const url = files[`./media/${file}`];
  if (!url) throw new Error(`No tutorial file ${file}`);
  return url;
}
