// The playground page: draws what the server's keyboard session sends and forwards pointer
// events and physical keys to it. No keyboard logic lives here.
"use strict";

// The page's elements of these ids, in order (this page's scripts, loaded after this one, use it too).
const elementsByID = (...ids) => ids.map((id) => document.getElementById(id));

const body = document.body;
const [phone, keyboard, documentView, statusLine, errorLine, form] =
  elementsByID("phone", "keyboard", "document", "status", "error", "settings");
const segmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" });

let socket = null;
let retryDelay = 250;
let lastFrame = null;
let errorTimer = null;
let sent = 0;
const errors = [];
window.shurufa = { errors, frames: 0, get frame() { return lastFrame; }, get sent() { return sent; }, send: (message) => send(message) };

// ---- settings (side panel) ----

const settingsKey = "shurufa.playground.settings";

// The page's own fields (the look, the device, the host field's traits) and the keyboard's
// settings, which the server writes into the form from the core's declarations, each control
// marked with how it is read: `switch` (a checkbox), `one` (a menu), `some` (checkboxes of one
// name, sent comma-separated).
function readSettings() {
  const data = new FormData(form);
  const settings = {
    theme: window.shurufaThemes.variant(data.get("theme")), themeChoice: data.get("theme"), device: data.get("device") || "phone",
    orientation: data.get("orientation") || "portrait", keyboardType: data.get("keyboardType"),
    returnKeyType: data.get("returnKeyType"), secureEntry: data.get("secureEntry") === "on", oneHanded: data.get("oneHanded") || "off",
  };
  for (const field of form.querySelectorAll("[data-setting]")) {
    const kind = field.dataset.setting;
    settings[field.name] = kind === "switch" ? field.checked : kind === "some" ? data.getAll(field.name).join(",") : field.value;
  }
  return settings;
}

function writeSettings(settings) {
  for (const [name, value] of Object.entries(settings)) {
    const boxes = form.querySelectorAll(`input[data-setting="some"][name="${CSS.escape(name)}"]`);
    if (boxes.length > 0) {
      const names = String(value || "").split(",");
      for (const box of boxes) box.checked = names.includes(box.value);
      continue;
    }
    // The theme menu holds the choice (`ink`); `theme` is the variant drawn (`ink-dark`).
    if (name === "theme" && settings.themeChoice) continue;
    const field = form.elements[name === "themeChoice" ? "theme" : name];
    if (!field) continue;
    if (field.type === "checkbox") field.checked = !!value; else field.value = value;
  }
  applyChrome(settings);
}

function applyChrome(settings) {
  const dark = window.shurufaThemes.isDark(settings.theme);
  body.classList.toggle("theme-dark", dark);
  body.classList.toggle("theme-light", !dark);
  phone.dataset.device = settings.device;
  phone.dataset.orientation = settings.orientation;
  fitDevice();
}

// Scales the device frame down (never up) so all of it fits beside the panel in the window, in
// every device and orientation. Pointer positions stay right: getScreenCTM includes the transform.
// On a phone (the style sheet's narrow layout) there is no frame to fit: the page is the screen.
const phoneScreen = window.matchMedia("(max-width: 600px)");
function fitDevice() {
  phone.style.transform = "";
  phone.style.marginRight = "";
  phone.style.marginBottom = "";
  if (phoneScreen.matches) { phone.dataset.scale = "1"; return; }
  const stage = phone.parentElement;
  const style = getComputedStyle(stage);
  const panel = document.querySelector(".panel");
  const paddingX = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
  const paddingY = parseFloat(style.paddingTop) + parseFloat(style.paddingBottom);
  const gap = parseFloat(style.columnGap) || 0;
  const width = phone.offsetWidth, height = phone.offsetHeight;
  const room = { x: window.innerWidth - paddingX - gap - (panel ? panel.offsetWidth : 0), y: window.innerHeight - paddingY };
  const scale = Math.max(0.3, Math.min(1, room.x / width, room.y / height));
  phone.dataset.scale = scale.toFixed(3);
  if (scale >= 1) return;
  phone.style.transformOrigin = "top left";
  phone.style.transform = `scale(${scale})`;
  phone.style.marginRight = `${width * (scale - 1)}px`;
  phone.style.marginBottom = `${height * (scale - 1)}px`;
}
window.addEventListener("resize", fitDevice);

// On a phone the page is the screen, held upright: the keyboard is the phone's portrait one across
// its width (a landscape or pad keyboard would be squeezed into it), so those menus are off there.
function followPhoneScreen() {
  for (const [name, value] of [["orientation", "portrait"], ["device", "phone"]]) {
    const field = form.elements[name];
    field.disabled = phoneScreen.matches;
    field.title = phoneScreen.matches ? "This phone's own screen: the portrait phone keyboard" : "";
    if (phoneScreen.matches) field.value = value;
  }
}
phoneScreen.addEventListener("change", () => {
  followPhoneScreen();
  applyChrome(readSettings());
  send({ type: "configure", settings: readSettings() });
});

try {
  const stored = JSON.parse(localStorage.getItem(settingsKey) || "null");
  if (stored) writeSettings(Object.assign(readSettings(), stored));
} catch (_) { /* no stored settings */ }
followPhoneScreen();
applyChrome(readSettings());

form.addEventListener("change", (event) => {
  const settings = readSettings();
  try { localStorage.setItem(settingsKey, JSON.stringify(settings)); } catch (_) {}
  applyChrome(settings);
  send({ type: "configure", settings });
});
document.getElementById("clear").addEventListener("click", () => send({ type: "host", action: "clear" }));

// ---- connection ----

function connect() {
  const url = (location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/ws";
  socket = new WebSocket(url);
  socket.addEventListener("open", () => {
    retryDelay = 250;
    send({ type: "configure", settings: readSettings() });
    body.dataset.ready = "1";
    statusLine.textContent = "connected";
  });
  socket.addEventListener("message", (event) => {
    let message;
    try { message = JSON.parse(event.data); } catch (_) { return; }
    if (message.type === "state") draw(message);
    else if (message.type === "error") showError(message);
    else if (message.type === "sync" && window.shurufaSync) window.shurufaSync(message);
  });
  socket.addEventListener("close", () => {
    body.dataset.ready = "0";
    statusLine.textContent = `disconnected; retrying in ${(retryDelay / 1000).toFixed(1)} s`;
    setTimeout(connect, retryDelay);
    retryDelay = Math.min(retryDelay * 2, 5000);
  });
}

function send(message) {
  if (!socket || socket.readyState !== WebSocket.OPEN) return false;
  socket.send(JSON.stringify(message));
  sent += 1;
  return true;
}

function showError(error) {
  errors.push(error);
  if (errors.length > 50) errors.shift();
  errorLine.textContent = `${error.code}: ${error.message}`;
  clearTimeout(errorTimer);
  errorTimer = setTimeout(() => { errorLine.textContent = ""; }, 4000);
}

// ---- drawing ----

function draw(frame) {
  lastFrame = frame;
  window.shurufa.frames += 1;
  keyboard.innerHTML = frame.svg;
  const svg = keyboard.querySelector("svg");
  if (svg) svg.setAttribute("aria-hidden", "true");
  keyboard.querySelectorAll("[data-candidate]").forEach((node) => {
    node.classList.add("candidate");
    // A shape code's rest (五笔 你 after wq: iy), drawn small under the candidate by the core:
    // the page styles it and shows the pair on hover.
    const note = node.querySelector("[data-role=note]");
    if (!note) return;
    note.classList.add("candidate-note");
    const title = document.createElementNS("http://www.w3.org/2000/svg", "title");
    title.textContent = `${node.querySelector(":scope > text")?.textContent ?? ""} ${note.textContent}`;
    node.prepend(title);
  });
  drawDocument(frame.document);
  followKeyboardFit(frame);
  noticeHostRequest(frame.hostRequest);
  if (window.shurufaPanels) window.shurufaPanels.draw(frame);
  statusLine.textContent = frame.status;
  body.dataset.ack = String(frame.ack);
}

// The keyboard's strip and globe menu change its height and side itself, its form switcher the
// schema: the side panel follows
// (and remembers it), so the next change of another setting keeps it. Only a frame that has seen
// everything the page sent counts: an older one would undo a choice still on its way.
function followKeyboardFit(frame) {
  const settings = frame.settings;
  if (!settings || frame.ack < sent) return;
  let changed = false;
  for (const name of ["keyboardHeight", "oneHanded", "schema"]) {
    const field = form.elements[name];
    if (field && settings[name] && field.value !== settings[name]) { field.value = settings[name]; changed = true; }
  }
  if (changed) { try { localStorage.setItem(settingsKey, JSON.stringify(readSettings())); } catch (_) {} }
}

// What the keyboard asks of the host shows for a moment over the field: the page has no other
// keyboard to switch to, but 🌐 must visibly do something.
const notice = document.getElementById("notice");
const requestNotices = {
  nextKeyboard: "🌐 已请求切换输入法 · the host was asked to switch to the next keyboard",
  dismissKeyboard: "⌨︎ 已请求收起键盘 · the host was asked to hide the keyboard",
  dictation: "🎤 已请求听写 · the host was asked to start dictation",
};
let noticedRequests = null;
let noticeTimer = null;
function noticeHostRequest(request) {
  const count = request ? request.count : 0;
  if (noticedRequests === null || count <= noticedRequests) { noticedRequests = count; return; }
  noticedRequests = count;
  const text = requestNotices[request.name];
  if (!text) return;
  notice.textContent = text;
  notice.dataset.request = request.name;
  notice.classList.add("shown");
  clearTimeout(noticeTimer);
  noticeTimer = setTimeout(() => notice.classList.remove("shown"), 1800);
}

function graphemes(text) {
  return Array.from(segmenter.segment(text), (part) => part.segment);
}

function drawDocument(doc) {
  const characters = graphemes(doc.text);
  documentView.dataset.text = doc.text;
  documentView.dataset.caret = String(doc.selectionEnd);
  documentView.dataset.selectionStart = String(doc.selectionStart);
  documentView.dataset.selectionEnd = String(doc.selectionEnd);
  documentView.dataset.secure = doc.secure ? "1" : "0";
  documentView.replaceChildren();
  const marked = doc.markedStart != null && doc.markedEnd != null ? [doc.markedStart, doc.markedEnd] : null;
  let markedNode = null;
  const caretNode = () => { const c = document.createElement("span"); c.className = "caret"; return c; };
  const hasCaret = doc.selectionStart === doc.selectionEnd;
  for (let i = 0; i <= characters.length; i += 1) {
    const inMarked = marked && i >= marked[0] && i < marked[1];
    if (inMarked && !markedNode) {
      markedNode = document.createElement("span");
      markedNode.id = "marked";
      documentView.appendChild(markedNode);
    }
    const parent = inMarked ? markedNode : documentView;
    if (hasCaret && i === doc.selectionEnd) {
      // The caret belongs inside the marked text while composing, after it otherwise.
      (marked && i > marked[0] && i <= marked[1] && markedNode ? markedNode : parent).appendChild(caretNode());
    }
    if (i === characters.length) break;
    const span = document.createElement("span");
    span.textContent = doc.secure ? "•" : characters[i];
    span.dataset.i = String(i);
    if (i >= doc.selectionStart && i < doc.selectionEnd) span.className = "selected";
    parent.appendChild(span);
  }
  if (characters.length === 0) {
    const placeholder = document.createElement("span");
    placeholder.className = "placeholder";
    placeholder.textContent = "Type with the keyboard below…";
    documentView.appendChild(placeholder);
  }
  documentView.scrollTop = documentView.scrollHeight;
}

// The host app: tapping into the text field moves the caret there.
documentView.addEventListener("click", (event) => {
  const span = event.target.closest("span[data-i]");
  const total = graphemes(documentView.dataset.text || "").length;
  let offset = total;
  if (span) {
    const box = span.getBoundingClientRect();
    offset = Number(span.dataset.i) + (event.clientX > box.left + box.width / 2 ? 1 : 0);
  }
  send({ type: "host", action: "caret", offset });
});

// ---- pointer input ----

function keyboardPoint(event) {
  const svg = keyboard.querySelector("svg");
  if (!svg) return null;
  const matrix = svg.getScreenCTM();
  if (!matrix) return null;
  const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
  return { x: Math.round(point.x * 100) / 100, y: Math.round(point.y * 100) / 100 };
}

const activePointers = new Set();

function forward(event, phase) {
  const point = keyboardPoint(event);
  if (!point) return;
  send({ type: "touch", id: event.pointerId, phase, x: point.x, y: point.y, t: event.timeStamp });
}

keyboard.addEventListener("pointerdown", (event) => {
  if (event.pointerType === "mouse" && event.button !== 0) return;
  event.preventDefault();
  // Every tap, on a key, a candidate or the grid, goes to the core as a touch: it hit-tests.
  // Capture keeps a stroke on the 手写 pad coming when the finger leaves it (a synthetic pointer cannot be captured).
  try { keyboard.setPointerCapture(event.pointerId); } catch (_) { /* not an active pointer */ }
  activePointers.add(event.pointerId);
  forward(event, "began");
});
keyboard.addEventListener("pointermove", (event) => {
  if (activePointers.has(event.pointerId)) forward(event, "moved");
});
keyboard.addEventListener("pointerup", (event) => {
  if (!activePointers.delete(event.pointerId)) return;
  forward(event, "ended");
});
keyboard.addEventListener("pointercancel", (event) => {
  if (!activePointers.delete(event.pointerId)) return;
  forward(event, "cancelled");
});
keyboard.addEventListener("contextmenu", (event) => event.preventDefault());

// ---- physical keyboard ----

// The side panel gives the keys back: the computer's keys type on the keyboard, never work a
// panel control (Tab is the keyboard's too). A select, checkbox, button or summary used with the
// mouse loses focus once used; a key pressed while one still has focus (a menu opened and closed
// without a pick) takes the focus from it first, so a letter never picks an option.
const panel = document.querySelector(".panel");

// The panel control `node` is (or is in), or null.
function panelControl(node) {
  const control = node && node.closest ? node.closest("select, input, button, summary, textarea, [tabindex]") : null;
  return control && panel.contains(control) ? control : null;
}

function giveKeysBack() {
  const control = panelControl(document.activeElement);
  if (control) control.blur();
}
form.addEventListener("change", giveKeysBack);
// A click on a select opens its menu: the pick (change) gives the keys back, not the click.
// The host's own text fields (the phrase editor, the 同步 form) take the computer's keys.
function takesTyping(node) {
  return !!(node && node.closest && node.closest("#phrase-editor, #sync-form input"));
}
panel.addEventListener("click", (event) => {
  if (panelControl(event.target) && event.target.tagName !== "SELECT" && !takesTyping(event.target)) setTimeout(giveKeysBack, 0);
});

const namedKeys = new Set([
  "Backspace", "Enter", "Tab", "Escape", "Delete", "ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End", "Shift", "CapsLock",
]);

window.addEventListener("keydown", (event) => {
  if (event.ctrlKey || event.metaKey || event.altKey) return;
  if (takesTyping(event.target)) return;
  const key = event.key;
  const isCharacter = graphemes(key).length === 1 && key.length <= 4;
  const control = panelControl(event.target);
  if (control) {
    control.blur();
    // Keys the keyboard has no use for either, but that would step a focused menu's option.
    if (key === "PageUp" || key === "PageDown") event.preventDefault();
  }
  if (!isCharacter && !namedKeys.has(key)) return;
  if (key === "Shift") return; // the shifted character arrives as its own key
  event.preventDefault();
  send({ type: "key", key, t: event.timeStamp });
});

connect();
