// jweixin-module ships no types; it is imported only for its side effect (it sets window.wx).
declare module 'jweixin-module';
