// Back office: help articles (/admin/help-articles): every language, published or not; created and
// edited on a page with a live preview of the plain-text format; published and unpublished from the list.
import { EyeInvisibleOutlined, ReadOutlined, SendOutlined } from '@ant-design/icons';
import type { AdminHelpArticle } from '../../../contract/admin';
import { adminPath, decide } from '../../common/api';
import { HELP_LANGUAGE, HELP_TOPIC, PUBLISHED } from '../../common/values';
import { defineResource } from '../../../engine/types';
import { ArticleTitleCell, PublishedCell } from './cells';

export const adminHelpArticles = defineResource<AdminHelpArticle>({
  name: 'admin/help-articles',
  labelKey: 'adminHelp.title',
  singularKey: 'adminHelp.one',
  texts: ['help'],
  icon: ReadOutlined,
  routes: { list: '/admin/help-articles', create: '/admin/help-articles/new', edit: '/admin/help-articles/:id' },
  menu: { labelKey: 'adminNav.helpArticles', icon: ReadOutlined },
  access: { area: 'helpArticles' },

  list: {
    columns: [
      {
        key: 'title',
        titleKey: 'adminHelp.articleTitle',
        field: 'title',
        cell: { kind: 'custom', cell: ArticleTitleCell },
        sortKey: 'title',
        link: 'edit',
        card: 'title',
      },
      { key: 'language', titleKey: 'adminHelp.language', field: 'language', cell: { kind: 'enum', values: HELP_LANGUAGE } },
      { key: 'topic', titleKey: 'adminHelp.topic', field: 'topic', cell: { kind: 'enum', values: HELP_TOPIC }, sortKey: 'topic' },
      { key: 'position', titleKey: 'adminHelp.position', field: 'position', cell: { kind: 'number' }, sortKey: 'position', align: 'right' },
      { key: 'published', titleKey: 'adminHelp.state', cell: { kind: 'custom', cell: PublishedCell } },
      { key: 'updated', titleKey: 'adminHelp.updated', field: 'updated_at', cell: { kind: 'relativeTime' }, sortKey: 'updated_at' },
    ],
    filters: [
      { kind: 'search', placeholderKey: 'adminHelp.searchPlaceholder' },
      { kind: 'select', field: 'language', labelKey: 'adminHelp.language', values: HELP_LANGUAGE },
      { kind: 'select', field: 'topic', labelKey: 'adminHelp.topic', values: HELP_TOPIC },
      { kind: 'select', field: 'published', labelKey: 'adminHelp.state', values: PUBLISHED },
    ],
    defaultSort: { field: 'updated_at', order: 'desc' },
    rowActions: [
      { key: 'edit', kind: 'edit', labelKey: 'resources.edit' },
      {
        key: 'publish',
        kind: 'run',
        labelKey: 'adminHelp.publish',
        icon: SendOutlined,
        visible: (article) => !article.published,
        run: async (article, context) => {
          const result = await decide(adminPath('help-articles', article.id, 'publish'));
          if (result.success) await context.refresh();
        },
      },
      {
        key: 'unpublish',
        kind: 'run',
        labelKey: 'adminHelp.unpublish',
        icon: EyeInvisibleOutlined,
        danger: true,
        visible: (article) => article.published,
        confirm: { titleKey: 'adminHelp.unpublishTitle', textKey: 'adminHelp.unpublishText', confirmKey: 'adminHelp.unpublish' },
        run: async (article, context) => {
          const result = await decide(adminPath('help-articles', article.id, 'unpublish'));
          if (result.success) await context.refresh();
        },
      },
    ],
    emptyKey: 'adminHelp.empty',
    createKey: 'adminHelp.add',
  },

  form: { load: () => import('./form').then((module) => module.helpArticleForm) },
});
