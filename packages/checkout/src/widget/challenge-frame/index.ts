export { ChallengeFrame, type ChallengeFrameProps } from './challenge-frame';
