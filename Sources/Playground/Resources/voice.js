// The voice page: hold the button to record a note. Audio comes from the microphone
// (getUserMedia + ScriptProcessor, 16-bit PCM in base64 JSON over /voice) or, without one, from
// a sample the server synthesizes. Slide up past the threshold to cancel. The server's
// RecorderSession decides everything; this page only shows its events.
"use strict";

(() => {
  const [button, level, status, player] = elementsByID("voice-hold", "voice-level", "voice-status", "voice-player");
  if (!button) return;
  const state = { forceSample: new URLSearchParams(location.search).get("voice") === "sample", events: [], source: null };
  window.shurufaVoice = state;
  let socket = null;
  let startY = 0;
  let holding = false;
  let mic = null; // { stream, context, node }

  function connect() {
    socket = new WebSocket((location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/voice");
    socket.addEventListener("open", () => { document.body.dataset.voiceReady = "1"; });
    socket.addEventListener("message", (event) => {
      let message;
      try { message = JSON.parse(event.data); } catch (_) { return; }
      state.events.push(message.type);
      if (state.events.length > 200) state.events.shift();
      show(message);
    });
    socket.addEventListener("close", () => {
      document.body.dataset.voiceReady = "0";
      setTimeout(connect, 1000);
    });
  }

  function send(message) {
    if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
  }

  function show(message) {
    switch (message.type) {
      case "started": status.textContent = "录音中… 上滑取消"; button.classList.add("recording"); break;
      case "level": level.style.width = `${Math.round(Math.max(0, Math.min(1, message.rms)) * 100)}%`; break;
      case "countdown": status.textContent = `还可以说 ${message.secondsLeft} 秒`; break;
      case "cancelArmed": status.textContent = message.message; button.classList.add("armed"); break;
      case "cancelDisarmed": status.textContent = "录音中… 上滑取消"; button.classList.remove("armed"); break;
      case "finished": {
        stopMic();
        button.classList.remove("recording", "armed");
        status.textContent = `${message.duration.toFixed(1)} 秒`;
        const audio = document.createElement("audio");
        audio.controls = true;
        audio.src = message.url;
        player.replaceChildren(audio);
        break;
      }
      case "tooShort": case "cancelled": case "failed": case "error":
        if (message.type !== "error") { stopMic(); button.classList.remove("recording", "armed"); level.style.width = "0"; }
        status.textContent = message.type === "cancelled" ? "已取消" : message.message;
        break;
    }
  }

  async function startMic() {
    if (state.forceSample || !navigator.mediaDevices || !navigator.mediaDevices.getUserMedia) return false;
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: { channelCount: 1 } });
      const context = new AudioContext();
      const input = context.createMediaStreamSource(stream);
      const node = context.createScriptProcessor(4096, 1, 1);
      node.onaudioprocess = (event) => {
        const data = event.inputBuffer.getChannelData(0);
        const bytes = new Uint8Array(data.length * 2);
        const view = new DataView(bytes.buffer);
        for (let i = 0; i < data.length; i += 1) view.setInt16(i * 2, Math.max(-1, Math.min(1, data[i])) * 32767, true);
        let binary = "";
        for (let i = 0; i < bytes.length; i += 1) binary += String.fromCharCode(bytes[i]);
        send({ type: "pcm", data: btoa(binary) });
      };
      input.connect(node);
      node.connect(context.destination);
      mic = { stream, context, node };
      return true;
    } catch (_) {
      return false; // no microphone or no permission: the sample stands in
    }
  }

  function stopMic() {
    if (!mic) return;
    mic.node.disconnect();
    mic.stream.getTracks().forEach((track) => track.stop());
    mic.context.close();
    mic = null;
  }

  button.addEventListener("pointerdown", async (event) => {
    event.preventDefault();
    button.setPointerCapture(event.pointerId);
    holding = true;
    startY = event.clientY;
    player.replaceChildren();
    status.textContent = "";
    const hasMic = await startMic();
    state.source = hasMic ? "mic" : "sample";
    if (!holding) { stopMic(); send({ type: "press", source: state.source, sampleRate: hasMic ? mic.context.sampleRate : 16000 }); send({ type: "release" }); return; }
    send({ type: "press", source: state.source, sampleRate: hasMic ? mic.context.sampleRate : 16000 });
  });
  button.addEventListener("pointermove", (event) => {
    if (holding) send({ type: "slide", distance: Math.max(0, startY - event.clientY) });
  });
  const end = (type) => () => {
    if (!holding) return;
    holding = false;
    send({ type });
  };
  button.addEventListener("pointerup", end("release"));
  button.addEventListener("pointercancel", end("cancel"));
  button.addEventListener("contextmenu", (event) => event.preventDefault());
  connect();
})();
