/// Namespace of the `VoiceNote` module; see ../shared/DESIGN.md.
public enum VoiceNoteModule {}
