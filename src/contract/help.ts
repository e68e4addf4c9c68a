// The help center: articles by topic, searchable, in the reader's language with English as the fallback.
import { z } from 'zod';
import { HELP_LANGUAGES, HELP_TOPICS, helpMessages } from './help-messages';
export * from './help-messages';

export const helpArticleSummarySchema = z.object({
  slug: z.string(),
  topic: z.enum(HELP_TOPICS),
  title: z.string(),
  summary: z.string(),
  /** The language the text is in: the reader's, or English where no translation exists yet. */
  language: z.enum(HELP_LANGUAGES),
  updated_at: z.string(),
});
export type HelpArticleSummary = z.infer<typeof helpArticleSummarySchema>;

export const helpArticleSchema = helpArticleSummarySchema.extend({
  body: z.string(),
  related: z.array(helpArticleSummarySchema),
});
export type HelpArticle = z.infer<typeof helpArticleSchema>;

export const helpTopicSchema = z.object({ topic: z.enum(HELP_TOPICS), count: z.number().int() });

export const helpListQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  topic: z.enum(HELP_TOPICS, { error: `Choose one of: ${HELP_TOPICS.join(', ')}` }).optional(),
  lang: z.enum(HELP_LANGUAGES).default('en'),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  limit: z.coerce.number().int().min(1).max(100, 'At most 100 per page').default(20),
});

export const helpFeedbackSchema = z.strictObject({ helpful: z.boolean({ error: helpMessages.helpfulRequired }) });

/**
 * The body's blocks: '## ' headings, lists (consecutive '- ' or '* ' items, or '1. ' items for a numbered
 * list; a line under an item without a marker continues it), and paragraphs. A list may follow a lead-in
 * line without a blank line between them, as people write them.
 */
export type HelpBlock = { kind: 'heading'; text: string } | { kind: 'list'; ordered: boolean; items: string[] } | { kind: 'paragraph'; text: string };

const BULLET = /^[-*]\s+(.*)$/;
const NUMBERED = /^\d{1,3}[.)]\s+(.*)$/;

export function helpBlocks(body: string): HelpBlock[] {
  const blocks: HelpBlock[] = [];
  for (const chunk of body.split(/\n\s*\n/)) {
    let paragraph: string[] = [];
    let list: Extract<HelpBlock, { kind: 'list' }> | null = null;
    const endParagraph = () => {
      if (paragraph.length > 0) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
      paragraph = [];
    };
    for (const line of chunk
      .split('\n')
      .map((text) => text.trim())
      .filter(Boolean)) {
      const item = BULLET.exec(line) ?? NUMBERED.exec(line);
      if (line.startsWith('## ')) {
        endParagraph();
        list = null;
        blocks.push({ kind: 'heading', text: line.slice(3).trim() });
      } else if (item) {
        endParagraph();
        const ordered = NUMBERED.test(line);
        if (!list || list.ordered !== ordered) {
          list = { kind: 'list', ordered, items: [] };
          blocks.push(list);
        }
        list.items.push(item[1].trim());
      } else if (list) {
        list.items[list.items.length - 1] += ` ${line}`;
      } else paragraph.push(line);
    }
    endParagraph();
  }
  return blocks;
}
