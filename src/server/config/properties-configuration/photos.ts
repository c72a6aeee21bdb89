// What a unit photo upload must be (HC §3 photosConstraints, HC §5: maximum width and
// height default to 16000). The upload route checks the same numbers after sniffing the content,
// so the browser can refuse early but never decides alone.

export const PHOTO_CONSTRAINTS = {
  // What sharp decodes on every machine; HEIC needs a libheif build that is not guaranteed.
  mimeTypes: ['image/jpeg', 'image/png', 'image/webp'],
  // Smaller photos look blurred on the guest site's full-width gallery.
  minWidth: 1024,
  minHeight: 683,
  maxWidth: 16000,
  maxHeight: 16000,
  maxFileSizeBytes: 20 * 1024 * 1024,
  // A listing needs a few photos to be published, and more than 50 nobody scrolls through.
  minCount: 5,
  maxCount: 50,
} as const;
