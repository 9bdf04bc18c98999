export {
  CHALLENGE_FRAME_LOADING,
  CHALLENGE_FRAME_TITLE,
  ChallengeFrame,
  type ChallengeFrameProps,
} from './challenge-frame';
