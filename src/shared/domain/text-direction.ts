// Characters that silently reorder the text around them: the embeddings and overrides
// U+202A–U+202E and the isolates U+2066–U+2069. In a name or a title they let one string pass
// for another (a reversed "gpj.exe" reads as "exe.jpg"), so titles and names refuse them; in a
// message, text a guest or host wrote freely, they are dropped when it is shown.

const DIRECTION_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

/** Whether the text holds a character that reorders the text around it. */
export const hasDirectionControls = (text: string): boolean => text.search(DIRECTION_CONTROLS) !== -1;

/** The text without those characters, as a message is shown. */
export const withoutDirectionControls = (text: string): string => text.replace(DIRECTION_CONTROLS, '');

/** The reason a refused title or name gives: a translation key the portal's forms show. */
export const DIRECTION_CONTROLS_REASON = 'errors.field.directionControls';
