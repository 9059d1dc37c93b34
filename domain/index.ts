// The stud's rules: pure functions and rule tables, shared by server and browser.
export * from "./horse";
export * from "./potential";
export * from "./evaluations";
export * from "./merits";
export * from "./classes";
export * from "./genetics";
export * from "./colour";
export * from "./pedigree";
export * from "./breeding";
export * from "./planner";
export * from "./urls";
export * from "./homebred";
export * from "./description";
export * from "./format";
export * from "./text";
export * from "./login";
export * from "./input";
