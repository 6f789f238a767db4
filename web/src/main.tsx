import { startApp } from "./start-app";
import "./index.css";

// The stylesheet is imported here, not in start-app: the prerendered landing page has it inline already, and its
// loader (landing-boot.ts) imports start-app alone.
void startApp();
