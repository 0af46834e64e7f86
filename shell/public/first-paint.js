// Runs before anything else on the page, so the frame index.html draws is right at first paint:
// the stored colour mode (else the system's), so a dark-mode user never sees a white flash, and
// which frame to show: the dashboard's (top bar, sidebar) for someone holding a token, else the
// public screens' (logo over a card). A file rather than an inline script: the page's
// Content-Security-Policy allows no inline script. ui-kit's ColorModeProvider keeps the colour
// attribute up to date afterwards; React replaces the frame with the screen when it renders.
(function () {
  var root = document.documentElement;
  try {
    var pref = localStorage.getItem('theme');
    var dark = pref === 'dark' || (pref !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches);
    root.dataset.colorMode = dark ? 'dark' : 'light';
    root.dataset.frame = localStorage.getItem('access_token') ? 'dashboard' : 'public';
  } catch (e) {
    // Storage or matchMedia refused (private mode, old browser): light, and the public frame.
    root.dataset.frame = 'public';
  }
})();
