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

/** The body's blocks: '## ' headings, '- ' list items (consecutive ones form a list), paragraphs. */
export type HelpBlock = { kind: 'heading'; text: string } | { kind: 'list'; items: string[] } | { kind: 'paragraph'; text: string };

export function helpBlocks(body: string): HelpBlock[] {
  const blocks: HelpBlock[] = [];
  const flush = (lines: string[]) => {
    if (lines.length === 0) return;
    if (lines.every((line) => line.startsWith('- '))) blocks.push({ kind: 'list', items: lines.map((line) => line.slice(2).trim()) });
    else blocks.push({ kind: 'paragraph', text: lines.join(' ') });
  };
  for (const chunk of body.split(/\n\s*\n/)) {
    // A heading line is a block of its own, also when the text under it follows without a blank line.
    let lines: string[] = [];
    for (const line of chunk
      .split('\n')
      .map((text) => text.trim())
      .filter(Boolean)) {
      if (line.startsWith('## ')) {
        flush(lines);
        lines = [];
        blocks.push({ kind: 'heading', text: line.slice(3).trim() });
      } else lines.push(line);
    }
    flush(lines);
  }
  return blocks;
}
