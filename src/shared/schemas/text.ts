import * as v from 'valibot';
import { DIRECTION_CONTROLS_REASON, hasDirectionControls } from '../domain/text-direction';

// The text fields of the API's bodies: trimmed, bounded, and free of the characters that reorder
// the text around them (shared/domain/text-direction.ts).

/** Refuses text holding a direction control; `reason` is what the refusal names. */
export const noDirectionControls = (reason: string = DIRECTION_CONTROLS_REASON) => v.check((s: string) => !hasDirectionControls(s), reason);

/** Trimmed text of at most `max` characters; it may be empty. */
export const boundedText = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max, `must be at most ${max} characters`), noDirectionControls());
