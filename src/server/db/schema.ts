// The one schema object both drivers (PGlite and node-postgres) are built with.
export * from "./schema/auth";
export * from "./schema/places";
export * from "./schema/profiles";
export * from "./schema/messages";
export * from "./schema/marketplace";
export * from "./schema/engagement";
export * from "./schema/business";
export * from "./schema/assistant";
