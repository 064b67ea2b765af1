export * from "./auth";
export * from "./catalogue";
export * from "./media";
export * from "./recipes";
export * from "./users";
export * from "./search";
