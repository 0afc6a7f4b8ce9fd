// Session room calls (issue 10).
export {};
