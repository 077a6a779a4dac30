/// Namespace of the `Playground` module: the keyboard in a browser, served by Hummingbird.
public enum PlaygroundModule {}
