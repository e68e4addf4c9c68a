// English texts of the documents pages; documents.hi.ts and documents.zh.ts have exactly the same keys.
export const documentsEn = {
  documentsPage: {},
};
