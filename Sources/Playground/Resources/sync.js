// The settings panel's 同步: sends the folder, credentials, passphrase and the synced settings
// changed on this page since its last sync; shows the report and applies the synced settings.
(() => {
  const [syncForm, status, settingsForm] = elementsByID("sync-form", "sync-status", "settings");
  const changed = {};
  let applying = false;

  // Which synced setting a side-panel field is (the form marks them; the height goes by the orientation shown).
  function syncedKey(field) {
    if (!("synced" in field.dataset)) return null;
    return field.name === "keyboardHeight" ? "height." + (settingsForm.elements.orientation.value || "portrait") : field.name;
  }

  settingsForm.addEventListener("change", (event) => {
    if (applying || !event.target || !event.target.name || !event.target.dataset) return;
    const key = syncedKey(event.target);
    if (key) changed[key] = String(readSettings()[event.target.name]);
  });

  syncForm.addEventListener("submit", (event) => {
    event.preventDefault();
    const data = new FormData(syncForm);
    status.textContent = "同步中… syncing";
    document.body.dataset.syncing = "1";
    window.shurufa.send({
      type: "sync", remote: String(data.get("remote") || ""), user: String(data.get("user") || ""),
      password: String(data.get("password") || ""), passphrase: String(data.get("passphrase") || ""),
      syncSettings: Object.assign({}, changed),
    });
  });

  window.shurufaSync = (result) => {
    document.body.dataset.syncing = "0";
    window.shurufa.syncs = (window.shurufa.syncs || 0) + 1;
    window.shurufa.lastSync = result;
    status.textContent = (result.ok ? "✓ " : "✗ ") + result.text;
    if (result.ok) for (const key of Object.keys(changed)) delete changed[key];
    const settings = result.settings || {};
    const update = {};
    // Each synced setting the form shows (a height is shown as the orientation's `keyboardHeight`).
    for (const [name, value] of Object.entries(settings)) if (settingsForm.querySelector(`[data-setting][name="${CSS.escape(name)}"]`)) update[name] = value;
    const height = settings["height." + (settingsForm.elements.orientation.value || "portrait")];
    if (height) update.keyboardHeight = height;
    if (Object.keys(update).length === 0) return;
    applying = true;
    writeSettings(Object.assign(readSettings(), update));
    settingsForm.dispatchEvent(new Event("change"));
    applying = false;
  };
})();
