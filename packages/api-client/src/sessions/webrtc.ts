// Session webrtc calls (issue 10).
export {};
