import { createContext, useContext } from "react";

/** The CSP nonce of this response, given by entry.server (empty in the browser, which hides nonces). */
const NonceContext = createContext<string>("");
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
