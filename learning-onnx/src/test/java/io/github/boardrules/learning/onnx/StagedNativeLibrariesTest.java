package io.github.boardrules.learning.onnx;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Which lines of a memory map {@link StagedNativeLibraries} takes for ONNX Runtime's staged copies. */
class StagedNativeLibrariesTest {
  private static final Path TMP = Path.of("/tmp");

  @Test
  void theTwoLibrariesInAStagingDirectoryOfTheTemporaryDirectoryAreTheCopies() {
    List<String> maps = List.of(
        "7f6504400000-7f65044a7000 r--p 00000000 fe:00 2154739                    /tmp/onnxruntime-java161/libonnxruntime.so",
        "7f65044a7000-7f6504e00000 r-xp 000a7000 fe:00 2154739                    /tmp/onnxruntime-java161/libonnxruntime.so",
        "7f6505000000-7f6505010000 r-xp 00000000 fe:00 2154740                    /tmp/onnxruntime-java161/libonnxruntime4j_jni.so");
    assertThat(StagedNativeLibraries.loadedCopies(maps, TMP)).containsExactly(
        Path.of("/tmp/onnxruntime-java161/libonnxruntime.so"),
        Path.of("/tmp/onnxruntime-java161/libonnxruntime4j_jni.so"));
  }

  @Test
  void otherFilesDirectoriesAndDeletedCopiesAreLeftAlone() {
    List<String> maps = List.of(
        "55d0c0a00000-55d0c0a01000 r--p 00000000 fe:00 1000                       /usr/lib/jvm/java-17/bin/java",
        "7f0000000000-7f0000001000 rw-p 00000000 00:00 0 ",
        "7f0000001000-7f0000002000 rw-p 00000000 00:00 0                          [heap]",
        // Another library in the staging directory (a provider ONNX Runtime loads itself): not ours to delete.
        "7f0000002000-7f0000003000 r-xp 00000000 fe:00 1001                       /tmp/onnxruntime-java7/libonnxruntime_providers_shared.so",
        // The same names outside a staging directory, or in one not directly under the temporary directory.
        "7f0000003000-7f0000004000 r-xp 00000000 fe:00 1002                       /usr/lib/libonnxruntime.so",
        "7f0000004000-7f0000005000 r-xp 00000000 fe:00 1003                       /tmp/other/onnxruntime-java7/libonnxruntime.so",
        "7f0000005000-7f0000006000 r-xp 00000000 fe:00 1004                       /tmp/cache/libonnxruntime4j_jni.so",
        // Already deleted by this process.
        "7f0000006000-7f0000007000 r-xp 00000000 fe:00 1005                       /tmp/onnxruntime-java7/libonnxruntime.so (deleted)");
    assertThat(StagedNativeLibraries.loadedCopies(maps, TMP)).isEmpty();
  }
}
