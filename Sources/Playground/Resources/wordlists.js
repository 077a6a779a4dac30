// The settings' word lists: a file chosen or dropped here is posted to the server, which reads it
// with the user dictionary's readers (the format told from its bytes) into this session's
// dictionary and answers what it added and skipped; the export link downloads the user's words.
// The page only carries the file; the session's frames give the secret the routes ask for.
"use strict";

(() => {
  const [drop, input, strict, result, problems, format, link] =
    elementsByID("word-drop", "word-file", "word-strict", "word-result", "word-problems", "word-format", "word-export");
  const token = () => (window.shurufa.frame && window.shurufa.frame.wordListToken) || null;

  function show(text, state) {
    result.textContent = text;
    result.dataset.state = state;
  }

  async function upload(file) {
    const secret = token();
    if (!secret) { show("This keyboard has no user dictionary to import into.", "error"); return; }
    document.body.dataset.wordImport = "busy";
    problems.replaceChildren();
    show(`Reading ${file.name}…`, "busy");
    const url = `/words/import?token=${encodeURIComponent(secret)}&name=${encodeURIComponent(file.name)}${strict.checked ? "&strict=1" : ""}`;
    try {
      const response = await fetch(url, { method: "POST", body: file });
      const report = await response.json();
      if (!response.ok) {
        show(`${file.name}: ${report.error}. Nothing was added.`, "error");
      } else {
        const guessed = report.guessed ? `, ${report.guessed} readings guessed` : "";
        const head = report.refused ? `Nothing added (strict): ${report.skipped} bad entries in ${file.name}`
          : `Imported ${report.words} words from ${file.name} (${report.format}), ${report.skipped} skipped${guessed}`;
        show(head, report.refused ? "error" : "done");
        result.dataset.words = String(report.words);
        for (const problem of report.problems) {
          const item = document.createElement("li");
          item.textContent = problem;
          problems.appendChild(item);
        }
      }
    } catch (error) {
      show(`${file.name}: ${error}`, "error");
    }
    document.body.dataset.wordImport = "done";
  }

  input.addEventListener("change", () => {
    if (input.files && input.files[0]) upload(input.files[0]);
    input.value = "";
  });
  drop.addEventListener("dragover", (event) => { event.preventDefault(); drop.classList.add("over"); });
  drop.addEventListener("dragleave", () => drop.classList.remove("over"));
  drop.addEventListener("drop", (event) => {
    event.preventDefault();
    drop.classList.remove("over");
    const file = event.dataTransfer && event.dataTransfer.files[0];
    if (file) upload(file);
  });
  link.addEventListener("click", (event) => {
    const secret = token();
    if (!secret) { event.preventDefault(); show("This keyboard has no user dictionary to export.", "error"); return; }
    link.href = `/words/export?token=${encodeURIComponent(secret)}&format=${encodeURIComponent(format.value)}`;
  });
})();
