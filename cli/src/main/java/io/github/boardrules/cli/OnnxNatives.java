package io.github.boardrules.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * ONNX Runtime's native libraries as this tool holds them: the runnable jar keeps those of the
 * platform that built it only (docs/cli.md, "The jar"), so a jar copied to another machine cannot
 * run a network there. This says which platforms the tool holds and what this machine is, in ONNX
 * Runtime's names ({@code linux-x64}, {@code osx-aarch64}, …), for the message that tells the
 * user to build the tool where it runs.
 */
final class OnnxNatives {
  /** Each platform of ONNX Runtime's jar and its main library, under ai/onnxruntime/native/PLATFORM/. */
  private static final Map<String, String> LIBRARIES = new TreeMap<>(Map.of(
      "linux-x64", "libonnxruntime.so",
      "linux-aarch64", "libonnxruntime.so",
      "osx-x64", "libonnxruntime.dylib",
      "osx-aarch64", "libonnxruntime.dylib",
      "win-x64", "onnxruntime.dll"));

  private OnnxNatives() {}

  /**
   * Returns the platforms whose ONNX Runtime library is on the tool's class path.
   *
   * @return their names, sorted; empty when the tool holds none
   */
  static List<String> held() {
    ClassLoader own = OnnxNatives.class.getClassLoader();
    ClassLoader loader = own != null ? own : ClassLoader.getSystemClassLoader();
    List<String> held = new ArrayList<>();
    for (Map.Entry<String, String> library : LIBRARIES.entrySet()) {
      if (loader.getResource("ai/onnxruntime/native/" + library.getKey() + "/" + library.getValue()) != null) {
        held.add(library.getKey());
      }
    }
    return held;
  }

  /**
   * Returns this machine's platform as ONNX Runtime names it, from the JVM's {@code os.name} and
   * {@code os.arch} as ONNX Runtime reads them.
   *
   * @return such as {@code linux-x64}; an architecture ONNX Runtime does not name is kept as the
   *     JVM gives it ({@code linux-ppc64le})
   */
  static String thisMachine() {
    String os = System.getProperty("os.name", "").toLowerCase(Locale.ROOT);
    String arch = System.getProperty("os.arch", "").toLowerCase(Locale.ROOT);
    String system = os.contains("mac") || os.contains("darwin") ? "osx"
        : os.contains("win") ? "win"
        : os.contains("nux") ? "linux"
        : os;
    String cpu = arch.equals("amd64") || arch.equals("x86_64") ? "x64" : arch;
    return system + "-" + cpu;
  }

  /**
   * Says why a network cannot run here and what to do: build the tool on this machine.
   *
   * @return one sentence naming this machine's platform and those the tool holds
   */
  static String advice() {
    List<String> held = held();
    String holds = held.isEmpty() ? "no ONNX Runtime native library"
        : "ONNX Runtime's native library for " + String.join(", ", held) + " only";
    return "this tool holds " + holds + ", and this machine is " + thisMachine()
        + ": build the tool on the machine that runs it (docs/cli.md, The jar)";
  }
}
