// Being built in issue 9; replaced by the real page.
export default function Page() {
  return null;
}
