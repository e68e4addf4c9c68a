// English texts shared by small pieces of the interface (toasts, switchers); ui.hi.ts and ui.zh.ts match it.
export const uiEn = {
  ui: {
    dismiss: 'Dismiss',
  },
};
