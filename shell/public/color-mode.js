// Paints the stored colour mode before any other script loads, so a dark-mode user never sees a
// white flash. A file rather than an inline script: the dashboard's Content-Security-Policy allows
// no inline script. ui-kit's ColorModeProvider keeps the attribute up to date afterwards.
(function () {
  try {
    var pref = localStorage.getItem('theme');
    var dark = pref === 'dark' || (pref !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches);
    document.documentElement.dataset.colorMode = dark ? 'dark' : 'light';
  } catch (e) {
    // Storage or matchMedia refused (private mode, old browser): the light default stands.
  }
})();
