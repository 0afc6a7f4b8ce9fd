// A minimal RTCPeerConnection for the controller's tests: signaling states, implicit rollback,
// negotiationneeded when media is added or ICE restarts, and switches for ICE and connection
// states. No media and no network.

type Description = { type: RTCSdpType; sdp: string };

export type FakeSender = {
  track: MediaStreamTrack | null;
  replaceTrack(track: MediaStreamTrack): Promise<void>;
};

function fakeSender(track: MediaStreamTrack | null): FakeSender {
  const sender: FakeSender = {
    track,
    async replaceTrack(next) {
      sender.track = next;
    },
  };
  return sender;
}

const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export class FakePeerConnection extends EventTarget {
  static created: FakePeerConnection[] = [];

  readonly name: string;
  config: RTCConfiguration;
  signalingState: RTCSignalingState = 'stable';
  connectionState: RTCPeerConnectionState = 'new';
  iceConnectionState: RTCIceConnectionState = 'new';
  localDescription: Description | null = null;
  remoteDescription: Description | null = null;
  readonly senders: FakeSender[] = [];
  readonly candidates: RTCIceCandidateInit[] = [];
  rollbacks = 0;
  restarts = 0;
  configurations: RTCConfiguration[] = [];
  private descriptions = 0;
  private negotiationNeeded = false;
  private operations: Promise<unknown> = Promise.resolve();
  private pendingOperations = 0;

  constructor(config: RTCConfiguration) {
    super();
    this.config = config;
    FakePeerConnection.created.push(this);
    this.name = `pc${FakePeerConnection.created.length}`;
  }

  addTrack(track: MediaStreamTrack) {
    const sender = fakeSender(track);
    this.senders.push(sender);
    this.needNegotiation();
    return sender;
  }

  addTransceiver(_kind: string) {
    const sender = fakeSender(null);
    this.senders.push(sender);
    this.needNegotiation();
    return { sender };
  }

  /** Like the browser's operations chain: one description change at a time, in call order. */
  private chained<T>(operation: () => Promise<T>): Promise<T> {
    this.pendingOperations += 1;
    const result = this.operations.then(operation);
    this.operations = result
      .catch(() => {})
      .finally(() => {
        this.pendingOperations -= 1;
        if (this.pendingOperations === 0) this.afterStable();
      });
    return result;
  }

  setLocalDescription(description?: { type: RTCSdpType }) {
    return this.chained(() => this.applyLocal(description));
  }

  setRemoteDescription(description: Description) {
    return this.chained(() => this.applyRemote(description));
  }

  private async applyLocal(description?: { type: RTCSdpType }) {
    await tick();
    this.assertOpen();
    if (description?.type === 'rollback') {
      this.signalingState = 'stable';
      return;
    }
    this.descriptions += 1;
    if (this.signalingState === 'have-remote-offer') {
      this.localDescription = { type: 'answer', sdp: `answer ${this.name} ${this.descriptions}` };
      this.signalingState = 'stable';
      this.afterStable();
      return;
    }
    this.localDescription = { type: 'offer', sdp: `offer ${this.name} ${this.descriptions}` };
    this.signalingState = 'have-local-offer';
  }

  private async applyRemote(description: Description) {
    await tick();
    this.assertOpen();
    if (description.type === 'offer') {
      if (this.signalingState === 'have-local-offer') this.rollbacks += 1;
      // Our media joins the other side's m-lines, so nothing is left to negotiate.
      this.negotiationNeeded = false;
      this.signalingState = 'have-remote-offer';
      this.remoteDescription = description;
      return;
    }
    if (this.signalingState !== 'have-local-offer') {
      throw new DOMException('no offer to answer', 'InvalidStateError');
    }
    this.remoteDescription = description;
    this.signalingState = 'stable';
    this.afterStable();
  }

  async addIceCandidate(candidate: RTCIceCandidateInit) {
    await tick();
    if (!this.remoteDescription)
      throw new DOMException('no remote description', 'InvalidStateError');
    this.candidates.push(candidate);
  }

  restartIce() {
    this.restarts += 1;
    this.needNegotiation();
  }

  setConfiguration(config: RTCConfiguration) {
    this.configurations.push(config);
    this.config = config;
  }

  getSenders() {
    return this.senders;
  }

  close() {
    this.signalingState = 'closed';
    this.connectionState = 'closed';
  }

  // ---- switches for the tests ----

  setIceState(state: RTCIceConnectionState) {
    this.iceConnectionState = state;
    this.dispatchEvent(new Event('iceconnectionstatechange'));
  }

  setConnectionState(state: RTCPeerConnectionState) {
    this.connectionState = state;
    this.dispatchEvent(new Event('connectionstatechange'));
  }

  emitCandidate(init: RTCIceCandidateInit) {
    const event = Object.assign(new Event('icecandidate'), { candidate: { toJSON: () => init } });
    this.dispatchEvent(event);
  }

  // ---- internals ----

  private assertOpen() {
    if (this.signalingState === 'closed') throw new DOMException('closed', 'InvalidStateError');
  }

  private needNegotiation() {
    this.negotiationNeeded = true;
    setTimeout(() => this.fireNegotiationNeeded(), 0);
  }

  private afterStable() {
    if (this.negotiationNeeded) setTimeout(() => this.fireNegotiationNeeded(), 0);
  }

  private fireNegotiationNeeded() {
    if (!this.negotiationNeeded || this.signalingState !== 'stable') return;
    if (this.pendingOperations > 0) return;
    this.negotiationNeeded = false;
    this.dispatchEvent(new Event('negotiationneeded'));
  }
}
