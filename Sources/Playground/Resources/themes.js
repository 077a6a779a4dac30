// The settings' theme menu and skin import. A menu choice names a theme of one or two variants;
// the variant sent to the server follows the system's light or dark (prefers-color-scheme), so
// the keyboard changes with it. A skin chosen in the import picker is posted to the server, which
// reads it (Hamster .hskin, 元书 .cskin, trime or Hamster .yaml) into a theme of ours; the page keeps
// that theme's file and posts it again after a reload. Loaded before app.js, which asks it for the
// variant of the menu's choice.
"use strict";

window.shurufaThemes = (() => {
  const prefersDark = window.matchMedia("(prefers-color-scheme: dark)");
  const storedKey = "shurufa.playground.importedTheme";
  const [picker, result, notes] = ["theme-file", "theme-result", "theme-notes"].map((id) => document.getElementById(id));
  const menu = document.querySelector('#settings select[name="theme"]');
  const importedOption = menu.querySelector('option[value="imported"]');
  let importedID = null;

  // The server's theme name for a menu choice: `light` and `dark` are fixed, every other choice
  // follows the system's appearance (`ink` / `ink-dark`, `imported:ID` / `imported:ID:dark`).
  function variant(choice) {
    const dark = prefersDark.matches;
    if (!choice || choice === "light" || choice === "dark") return choice || "light";
    if (choice === "system") return dark ? "dark" : "light";
    if (choice === "imported") return importedID ? `imported:${importedID}${dark ? ":dark" : ""}` : (dark ? "dark" : "light");
    return dark ? `${choice}-dark` : choice;
  }

  const isDark = (name) => name === "dark" || /[-:]dark$/.test(name || "");

  function show(text, state) {
    result.textContent = text;
    result.dataset.state = state;
  }

  function redraw() { menu.dispatchEvent(new Event("change", { bubbles: true })); }

  function offer(title) {
    importedOption.disabled = false;
    importedOption.textContent = `导入 · ${title}`;
  }

  // Posts a skin (or our theme file kept from before) and answers the server's report.
  async function post(body, name) {
    const response = await fetch(`/themes/import?name=${encodeURIComponent(name)}`, { method: "POST", body });
    const report = await response.json();
    if (!response.ok) throw new Error(report.error || `${name}: refused`);
    return report;
  }

  async function importFile(file) {
    document.body.dataset.themeImport = "busy";
    show(`Reading ${file.name}…`, "busy");
    notes.replaceChildren();
    try {
      const report = await post(file, file.name);
      importedID = report.id;
      try { localStorage.setItem(storedKey, JSON.stringify({ title: report.title, theme: report.theme })); } catch (_) {}
      offer(report.title);
      show(`${report.title} (${report.format}): ${report.dark ? "light and dark" : "one look"}`, "done");
      for (const line of report.notCarried.map((t) => `not carried: ${t}`).concat(report.warnings.map((t) => `low contrast: ${t}`))) {
        const item = document.createElement("li");
        item.textContent = line;
        notes.appendChild(item);
      }
      menu.value = "imported";
      redraw();
    } catch (error) {
      show(String(error.message || error), "error");
    }
    document.body.dataset.themeImport = "done";
  }

  // A theme imported before this page loaded: offered at once, drawn once the server has it again.
  let stored = null;
  try { stored = JSON.parse(localStorage.getItem(storedKey) || "null"); } catch (_) { stored = null; }
  if (stored && stored.theme) {
    offer(stored.title || "imported");
    post(new Blob([JSON.stringify(stored.theme)], { type: "application/json" }), "imported.json").then((report) => {
      importedID = report.id;
      if (menu.value === "imported") redraw();
    }).catch((error) => show(`The imported theme could not be restored: ${error.message || error}`, "error"));
  }

  // The CRC-32 a zip entry carries.
  function crc32(bytes) {
    let crc = 0xFFFFFFFF;
    for (const byte of bytes) {
      crc ^= byte;
      for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xEDB88320 : crc >>> 1;
    }
    return (crc ^ 0xFFFFFFFF) >>> 0;
  }

  // Several files picked (a trime theme and the files it __includes) go as one zip of stored
  // entries, which the server reads as the theme's folder.
  async function zipOf(files) {
    const little = (value, size) => Array.from({ length: size }, (_, i) => (value >>> (8 * i)) & 0xFF);
    const parts = [], directory = [];
    let offset = 0;
    for (const file of files) {
      const data = new Uint8Array(await file.arrayBuffer()), name = new TextEncoder().encode(file.name);
      const common = [...little(20, 2), ...little(0x0800, 2), ...little(0, 2), ...little(0, 2), ...little(0x21, 2),
        ...little(crc32(data), 4), ...little(data.length, 4), ...little(data.length, 4), ...little(name.length, 2), ...little(0, 2)];
      const local = new Uint8Array([...little(0x04034B50, 4), ...common, ...name]);
      directory.push(new Uint8Array([...little(0x02014B50, 4), ...little(20, 2), ...common, ...little(0, 2), ...little(0, 2),
        ...little(0, 2), ...little(0, 4), ...little(offset, 4), ...name]));
      parts.push(local, data);
      offset += local.length + data.length;
    }
    const size = directory.reduce((sum, entry) => sum + entry.length, 0);
    const end = new Uint8Array([...little(0x06054B50, 4), ...little(0, 4), ...little(files.length, 2), ...little(files.length, 2),
      ...little(size, 4), ...little(offset, 4), ...little(0, 2)]);
    return new Blob([...parts, ...directory, end], { type: "application/zip" });
  }

  picker.addEventListener("change", async () => {
    const files = Array.from(picker.files || []);
    picker.value = "";
    if (files.length === 1) importFile(files[0]);
    else if (files.length > 1) importFile(new File([await zipOf(files)], "theme.zip"));
  });
  prefersDark.addEventListener("change", redraw);

  return { variant, isDark };
})();
