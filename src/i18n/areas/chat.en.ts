// English texts of the chat area; chat.hi.ts and chat.zh.ts have exactly the same keys.
export const chatEn = {
  chatArea: {
    title: 'Messages',
  },
};
