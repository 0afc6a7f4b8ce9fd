// Session reads calls (issue 10).
export {};
