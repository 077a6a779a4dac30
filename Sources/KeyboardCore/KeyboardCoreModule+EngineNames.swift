// The engine's names a host of the core writes out, passed on by the core (each one declaration,
// not the module) so a host — the playground, the iOS extension — imports the core and never the
// engine: the user's words as the engine reads them (the 同步 panel and the keyboard hand them
// on), 粤拼's 懶音 (a host's settings switch them one by one), and the schema registry (a host's
// keyboard list and layout menu read `Schema.all`).
@_exported import protocol ChineseEngine.UserLexiconSource
@_exported import struct ChineseEngine.SoundMergers
@_exported import struct ChineseEngine.Schema
