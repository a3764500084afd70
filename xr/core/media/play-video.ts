/** 'blocked': the browser wants a gesture (autoplay policy); 'interrupted': a pause, retry or destroy won. */
export type PlayOutcome = 'started' | 'blocked' | 'interrupted';

/** `video.play()` as an outcome the player can show ("tap to play"), never a rejected promise. */
export async function playVideo(video: HTMLMediaElement): Promise<PlayOutcome> {
  try {
    await video.play();
    return 'started';
  } catch (error) {
    return error instanceof DOMException && error.name === 'NotAllowedError' ? 'blocked' : 'interrupted';
  }
}
