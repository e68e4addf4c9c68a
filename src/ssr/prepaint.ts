// The one inline script of the app's pages, run in <head> before anything paints: the remembered theme
// on the document (no light flash for a dark-theme reader), and, on a page the server rendered, whether
// that rendering fits this visitor. It was rendered in English, light and signed out; anyone else gets
// `data-ssr="off"`, which keeps the rendered page hidden (styles.css) until the app renders it afresh
// (src/main.tsx decides for good).
//
// It repeats the language detection of src/i18n (detectLanguage) and the keys of the theme and session
// stores; tests/unit/ssr/prepaint.test.ts keeps them in step. The server allows exactly this script by
// its hash in the Content-Security-Policy (server/plugins/security.ts): change it here only.
export const PREPAINT_SCRIPT =
  "(function(){var d=document.documentElement,o=false;try{var s=localStorage,m=s.getItem('b2b_theme_mode')==='dark'?'dark':'light';" +
  "d.dataset.theme=m;d.style.colorScheme=m;var c=[s.getItem('i18nextLng')].concat(navigator.languages||[],navigator.language),l='en';" +
  "for(var i=0;i<c.length;i++){var p=String(c[i]||'').toLowerCase().split(/[-_]/)[0];if(p==='en'||p==='hi'||p==='zh'){l=p;break}}" +
  "var t=null;try{t=JSON.parse(JSON.parse(s.getItem('persist:b2b_admin_persist')).login).token}catch(e){}" +
  "o=m!=='light'||l!=='en'||!!t}catch(e){}if(o)d.dataset.ssr='off'})();";
