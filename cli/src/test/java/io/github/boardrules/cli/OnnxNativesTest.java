package io.github.boardrules.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * What the tool says of ONNX Runtime's native libraries, here on the tests' class path, which holds
 * ONNX Runtime's own jar with the libraries of every platform it ships (the runnable jar keeps one:
 * ShadedJarTest, which also checks {@link OnnxNatives#thisMachine} against the platform Maven's
 * profiles found).
 */
class OnnxNativesTest {
  @Test
  void theClassPathHoldsTheLibraryOfEveryPlatformOfONNXRuntimesJar() {
    // ONNX Runtime 1.23.2's jar: ai/onnxruntime/native/{linux-aarch64,linux-x64,osx-aarch64,osx-x64,win-x64}/.
    assertThat(OnnxNatives.held()).containsExactly("linux-aarch64", "linux-x64", "osx-aarch64", "osx-x64", "win-x64");
  }

  @Test
  void theAdviceNamesThisMachineAndWhatTheToolHolds() {
    assertThat(OnnxNatives.advice()).isEqualTo("this tool holds ONNX Runtime's native library for linux-aarch64,"
        + " linux-x64, osx-aarch64, osx-x64, win-x64 only, and this machine is " + OnnxNatives.thisMachine()
        + ": build the tool on the machine that runs it (docs/cli.md, The jar)");
  }
}
