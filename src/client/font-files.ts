// The font files the first paint's text uses (Latin: Inter, Cormorant Garamond 500 and 500 italic), the same
// files fonts.ts's stylesheet names: lib/load-fonts.ts fetches them before that stylesheet goes in.
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import cormorantLatin from "@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff2?url";
import cormorantLatinItalic from "@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-italic.woff2?url";

export const firstFontFiles = [interLatin, cormorantLatin, cormorantLatinItalic];
