// How a review names its guest (AS §3 Review): the first name and the initial of
// the last, "Oliver K.", so a review never publishes a guest's full name.

export function reviewerName(first: string, last: string): string {
  const given = first.trim();
  const initial = [...last.trim()][0];
  const name = initial ? `${given} ${initial.toUpperCase()}.` : given;
  return name.trim() || 'Guest';
}
