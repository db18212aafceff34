package io.github.boardrules.pylos.solve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.boardrules.pylos.Pylos;
import io.github.boardrules.pylos.PylosRuleSet;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;
import java.util.zip.CRC32;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The table file's header is checked like its layers: a changed byte, an empty file and a file of
 * the older version without a header checksum are refused, naming the file, the byte offset and
 * why. Header-only files, written by the file layer: no table is computed.
 */
class PylosTableHeaderTest {
  @TempDir Path directory;

  private Path header(String name, PylosRuleSet ruleSet, int sweeps, boolean finished) throws IOException {
    Path file = directory.resolve(name);
    try (FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
      PylosTableFile.writeHeader(channel, ruleSet == PylosRuleSet.CHILDREN ? PylosTableFile.Header.children()
          : PylosTableFile.Header.sweeps(ruleSet, sweeps, finished, 0, false));
    }
    return file;
  }

  private static void assertRefused(Path file, long offset, String reasonStart) {
    assertThatThrownBy(() -> PylosTable.open(file))
        .isInstanceOfSatisfying(PylosTableException.class, e -> {
          assertThat(e.file()).isEqualTo(file);
          assertThat(e.offset()).as("offset").isEqualTo(offset);
          assertThat(e.reason()).startsWith(reasonStart);
          assertThat(e.getMessage()).startsWith(file + ": at byte " + offset + ": ");
        });
  }

  @Test
  void aSoundHeaderOpensAsTheTableItDescribes() throws IOException {
    // The control of the refusals below: the same header, unchanged, is accepted.
    PylosTable table = PylosTable.open(header("children.pylos", PylosRuleSet.CHILDREN, 0, false));
    assertThat(table.rules().ruleSet()).isEqualTo(PylosRuleSet.CHILDREN);
    assertThat(table.isFinished()).isFalse();
    assertThat(Files.size(table.file())).isEqualTo(PylosTableFile.HEADER);
  }

  @Test
  void everyChangedByteOfTheHeaderIsRefused() throws IOException {
    byte[] sound = Files.readAllBytes(header("sound.pylos", PylosRuleSet.CHILDREN, 0, false));
    assertThat(sound).hasSize(PylosTableFile.HEADER);
    for (int at = 0; at < sound.length; at++) {
      for (int bit : new int[] {0x01, 0x80}) {
        byte[] changed = sound.clone();
        changed[at] ^= (byte) bit;
        Path file = Files.write(directory.resolve("changed-" + at + "-" + bit + ".pylos"), changed);
        if (at < PylosTableFile.VERSION_AT) {
          assertRefused(file, 0, "not a Pylos table");
        } else if (at == PylosTableFile.RULE_SET_AT - 1 && bit == 0x01) {
          // Version 3 becomes 2, whose checksum (at byte 51) does not cover these bytes.
          assertRefused(file, PylosTableFile.HEADER_CRC_AT_2, "the header's checksum does not match");
        } else if (at < PylosTableFile.RULE_SET_AT) {
          assertRefused(file, PylosTableFile.VERSION_AT, "table version ");
        } else {
          // Rule set, sets, positions, sweeps, finished flag and the checksum itself.
          assertRefused(file, PylosTableFile.HEADER_CRC_AT, "the header's checksum does not match");
        }
      }
    }
  }

  @Test
  void aStandardTableChangedToMatureIsNotOpenedAsOne() throws IOException {
    Path standard = header("standard.pylos", PylosRuleSet.STANDARD, 21, true);
    // Unchanged, the header is accepted and the file refused for its missing layers.
    assertRefused(standard, PylosTableFile.HEADER, "a sweep table ends before layer 0");
    byte[] bytes = Files.readAllBytes(standard);
    // The rule set is a big-endian int: 1 (standard) becomes 2 (mature) in its last byte.
    assertThat(bytes[PylosTableFile.RULE_SET_AT + 3]).isEqualTo((byte) 1);
    bytes[PylosTableFile.RULE_SET_AT + 3] = 2;
    Path mature = Files.write(directory.resolve("mature.pylos"), bytes);
    assertRefused(mature, PylosTableFile.HEADER_CRC_AT, "the header's checksum does not match its bytes 0 to "
        + (PylosTableFile.HEADER_CRC_AT - 1) + ": the header was changed");
    assertThatThrownBy(() -> PylosTable.compute(Pylos.mature(), mature, 1, 0, p -> {}))
        .isInstanceOf(PylosTableException.class)
        .hasMessageContaining("the header's checksum does not match");
    assertThat(Files.readAllBytes(mature)).isEqualTo(bytes);
  }

  @Test
  void anEmptyFileIsRefusedNotTakenForANewTable() throws IOException {
    Path empty = Files.createFile(directory.resolve("empty.pylos"));
    assertRefused(empty, 0, "the file is empty, not a table");
    for (Pylos rules : new Pylos[] {Pylos.children(), Pylos.standard(), Pylos.mature()}) {
      int lowestLayer = rules.ruleSet() == PylosRuleSet.CHILDREN ? 28 : 0;
      assertThatThrownBy(() -> PylosTable.compute(rules, empty, 1, lowestLayer, p -> {}))
          .isInstanceOfSatisfying(PylosTableException.class, e -> {
            assertThat(e.offset()).isZero();
            assertThat(e.reason()).contains("the file is empty", "delete the empty file");
          });
      assertThat(Files.size(empty)).isZero();
    }
    assertThat(directory.resolve("empty.pylos.part")).doesNotExist();
  }

  @Test
  void aFileOfVersionOneIsRefusedAsOlder() throws IOException {
    // Version 1's header, as its format was documented: the magic text, then big-endian int
    // version 1, rule set, sets, long positions, int sweeps, int finished; no checksum.
    ByteBuffer old = ByteBuffer.allocate(23 + 4 + 4 + 4 + 8 + 4 + 4);
    old.put("boardrules pylos table\n".getBytes(StandardCharsets.US_ASCII)).putInt(1).putInt(0)
        .putInt(PylosTableIndex.get().setCount()).putLong(1_686_262_193L).putInt(0).putInt(0);
    Path file = Files.write(directory.resolve("version1.pylos"), old.array());
    assertRefused(file, 23, "table version 1, written by an older version of this library");
    assertThatThrownBy(() -> PylosTable.compute(Pylos.children(), file, 1, 28, p -> {}))
        .isInstanceOf(PylosTableException.class)
        .hasMessageContaining("must be computed again with this version");
    assertThat(Files.readAllBytes(file)).isEqualTo(old.array());
  }

  /** A header of version 2, as main wrote it before the refinement fields: checksum of bytes 0-50. */
  private Path version2(String name, PylosRuleSet ruleSet, int sweeps, boolean finished) throws IOException {
    ByteBuffer header = ByteBuffer.allocate(59);
    header.put("boardrules pylos table\n".getBytes(StandardCharsets.US_ASCII)).putInt(2).putInt(ruleSet.ordinal())
        .putInt(PylosTableIndex.get().setCount()).putLong(1_686_262_193L).putInt(sweeps).putInt(finished ? 1 : 0);
    CRC32 crc = new CRC32();
    crc.update(header.array(), 0, 51);
    header.putLong(crc.getValue());
    return Files.write(directory.resolve(name), header.array());
  }

  @Test
  void aFileOfVersionTwoIsReadAsATableWithoutRefinement() throws IOException {
    PylosTable children = PylosTable.open(version2("children2.pylos", PylosRuleSet.CHILDREN, 0, false));
    assertThat(children.rules().ruleSet()).isEqualTo(PylosRuleSet.CHILDREN);
    assertThat(children.isExact()).as("the children's distances are exact in any version").isTrue();
    assertThat(children.refinements()).isZero();
    // A standard table of version 2: its header is accepted (the refusal is for the missing
    // layers, after the 59 bytes of version 2's header), a changed byte is not.
    Path standard = version2("standard2.pylos", PylosRuleSet.STANDARD, 21, true);
    assertRefused(standard, 59, "a sweep table ends before layer 0");
    byte[] bytes = Files.readAllBytes(standard);
    bytes[PylosTableFile.RULE_SET_AT + 3] = 2;
    assertRefused(Files.write(directory.resolve("mature2.pylos"), bytes), 51, "the header's checksum does not match");
  }

  @Test
  void impossibleRefinementFieldsAreRefused() throws IOException {
    PylosTable children = PylosTable.open(header("exact.pylos", PylosRuleSet.CHILDREN, 0, false));
    assertThat(children.isExact()).isTrue();
    // Sound: refined, exact after the sweeps finished (refused only for the missing layers).
    Path sound = directory.resolve("refined.pylos");
    try (FileChannel channel = FileChannel.open(sound, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
      PylosTableFile.writeHeader(channel, PylosTableFile.Header.sweeps(PylosRuleSet.STANDARD, 21, true, 5, true));
    }
    assertRefused(sound, PylosTableFile.HEADER, "a sweep table ends before layer 0");
    PylosTableFile.Header[] impossible = {
      PylosTableFile.Header.sweeps(PylosRuleSet.STANDARD, 3, false, 2, false),
      PylosTableFile.Header.sweeps(PylosRuleSet.MATURE, 3, true, 0, true),
      PylosTableFile.Header.sweeps(PylosRuleSet.MATURE, 3, true, -1, false),
    };
    for (int i = 0; i < impossible.length; i++) {
      Path file = directory.resolve("impossible-" + i + ".pylos");
      try (FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
        PylosTableFile.writeHeader(channel, impossible[i]);
      }
      assertRefused(file, PylosTableFile.REFINEMENTS_AT, impossible[i].refinements() + " refinement sweeps, exact ");
    }
  }

  @Test
  void aHeaderCutShortIsRefused() throws IOException {
    byte[] sound = Files.readAllBytes(header("whole.pylos", PylosRuleSet.CHILDREN, 0, false));
    for (int length : new int[] {1, 10, 23, 26, 27, 40, PylosTableFile.HEADER - 1}) {
      Path cut = Files.write(directory.resolve("cut-" + length + ".pylos"), Arrays.copyOf(sound, length));
      assertRefused(cut, length, "the file is shorter than a table's header");
    }
  }
}
