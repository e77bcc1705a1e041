import type { Page } from 'playwright-core';

/**
 * Starts a new post in WordPress's block editor the way an editor does: types the title, presses Enter and types
 * the first paragraph, then waits until the paragraph block exists (so a publish that follows saves the text).
 * The caller must be logged in to wp-admin; publishing is left to it.
 *
 * @example
 * ```ts
 * await draftPostInBlockEditor(page, 'http://127.0.0.1:8080', 'Espresso tamping', 'Tamp level and firm.');
 * ```
 */
export async function draftPostInBlockEditor(page: Page, siteUrl: string, title: string, body: string) {
  await page.goto(`${siteUrl}/wp-admin/post-new.php`);
  const canvas = page.frameLocator('iframe[name="editor-canvas"]');
  const titleBox = canvas.getByRole('textbox', { name: 'Add title' });
  await titleBox.fill(title);
  await titleBox.press('Enter');
  await page.keyboard.type(body);
  await canvas
    .getByRole('document', { name: /Block: Paragraph/ })
    .first()
    .waitFor();
}
