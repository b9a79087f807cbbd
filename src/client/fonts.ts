// The web fonts, as their own chunk and stylesheet (lib/load-fonts.ts loads it after the first paint).
import "@fontsource-variable/inter";
import "@fontsource/cormorant-garamond/500.css";
import "@fontsource/cormorant-garamond/500-italic.css";
