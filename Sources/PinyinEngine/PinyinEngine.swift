/// Namespace of the `PinyinEngine` module.
public enum PinyinEngineModule {}
