/** Caps on what the content walk keeps of a page, so a huge or hostile page costs bounded time and memory. */
export const CONTENT_LIMITS = {
  blocks: 20_000,
  /** Characters of visible text kept (the rest of a huge page is counted as truncated). */
  textChars: 1_000_000,
  hiddenChars: 5_000,
  hidden: 200,
  links: 5_000,
  quotes: 500,
  comments: 200,
  commentChars: 2_000,
  landmarks: 50,
  /** Comment sections kept, and their blocks and characters read (see `discussionBlocks`). */
  discussionSections: 2_000,
  discussionBlocks: 5_000,
  discussionChars: 200_000,
  /** Screen-reader labels kept (see `ScreenReaderLabel`), and the characters read of each. */
  labels: 5_000,
  labelChars: 400,
} as const;
