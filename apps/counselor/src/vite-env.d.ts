/// <reference types="vite/client" />

declare const __ARCANA_BUILD_ID__: string;
