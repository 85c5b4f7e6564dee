import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// findBy*/waitFor give up after 1 s by default, which a page renders well within alone but not always beside
// the browser tests on 2 cores; what never appears still fails.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());
