// English texts of the recovery pages; recovery.hi.ts and recovery.zh.ts have exactly the same keys.
export const recoveryEn = {
  recoveryPage: {},
};
