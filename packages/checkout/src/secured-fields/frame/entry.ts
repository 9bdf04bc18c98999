// The frame bundle's entry (built by scripts/build-frames.mjs into the frame documents' script).
import { startFrame } from './main';

startFrame();
