package io.github.boardrules.learning.selfplay;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameConfig;
import io.github.boardrules.core.fixture.TakeAway.Pile;
import io.github.boardrules.core.fixture.TakeAway.Take;
import io.github.boardrules.core.fixture.TakeAwayGame;
import io.github.boardrules.learning.Evaluator;
import io.github.boardrules.learning.Prediction;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The self-play file, format {@code boardrules-selfplay/3}: a hand-built data set read entry by
 * entry as NumPy would, the streaming writer's bytes, its temporary files, and the reader's
 * refusals.
 */
class SelfPlayFileTest {
  @SuppressWarnings("unchecked") // the fixture's provider makes take-away games
  private static final ConfiguredGame<Pile, Take> GAME = (ConfiguredGame<Pile, Take>)
      new TakeAwayGame().configure(GameConfig.parse("takeaway(pile=9)", new TakeAwayGame().options()));

  @TempDir Path dir;

  static final SelfPlaySettings SETTINGS =
      new SelfPlaySettings("takeaway(pile=9)", 8, 1.5, 0.3, 0.25, 2, 40, -7, "hand \"built\"", false, 1, SelfPlaySettings.NO_FIRST_PLAY_URGENCY, 0, 0);

  /** Three positions of two games, five actions, observations of two values. */
  private static SelfPlayData handBuilt() {
    SelfPlayData.Builder builder = new SelfPlayData.Builder(SETTINGS, new int[] {2}, 5);
    builder.add(0, 0, new float[] {1, 0}, new int[] {0, 2}, new float[] {0.25f, 0.75f}, 2, 1, 0.5f, 0.625f);
    builder.add(0, 1, new float[] {0, 1}, new int[] {3}, new float[] {1}, 3, -1, -1, -1);
    builder.endGame(123_456_789_012L, false, "9 1");
    builder.add(1, 0, new float[] {0.5f, 0.5f}, new int[] {1, 2, 4}, new float[] {0.5f, 0, 0.5f}, 1, 0, 0.125f, 0);
    builder.endGame(-5, true, "pile é");
    return builder.build();
  }

  private static byte[] bytes(SelfPlayData data) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    data.writeTo(out);
    return out.toByteArray();
  }

  /** The archive's entries in order, each as its header text and its data, as NumPy reads them. */
  private static Map<String, Object[]> entries(byte[] archive) throws IOException {
    Map<String, Object[]> entries = new LinkedHashMap<>();
    try (ZipInputStream zip = new ZipInputStream(new ByteArrayInputStream(archive))) {
      ZipEntry entry;
      while ((entry = zip.getNextEntry()) != null) {
        byte[] all = zip.readAllBytes();
        int length = (all[8] & 0xFF) | (all[9] & 0xFF) << 8;
        String header = new String(all, 10, length, StandardCharsets.US_ASCII).strip();
        ByteBuffer data = ByteBuffer.wrap(all, 10 + length, all.length - 10 - length).slice()
            .order(ByteOrder.LITTLE_ENDIAN);
        entries.put(entry.getName(), new Object[] {header, data});
      }
    }
    return entries;
  }

  private static String header(Map<String, Object[]> entries, String name) {
    return (String) entries.get(name)[0];
  }

  private static ByteBuffer data(Map<String, Object[]> entries, String name) {
    return (ByteBuffer) entries.get(name)[1];
  }

  @Test
  void aHandBuiltDataSetIsWrittenInCompressedSparseRowsAndReadsBack() throws IOException {
    SelfPlayData data = handBuilt();
    Map<String, Object[]> entries = entries(bytes(data));
    assertThat(entries.keySet()).containsExactly("format.npy", "game.npy", "action_count.npy", "settings.npy",
        "observation.npy", "legal_offsets.npy", "legal_actions.npy", "policy.npy", "outcome.npy", "action.npy",
        "game_index.npy", "ply.npy", "root_value.npy", "action_q.npy", "game_offsets.npy", "game_seed.npy",
        "game_truncated.npy", "game_start.npy");
    assertThat(header(entries, "format.npy")).isEqualTo("{'descr': '|S21', 'fortran_order': False, 'shape': (), }");
    assertThat(StandardCharsets.US_ASCII.decode(data(entries, "format.npy")).toString())
        .isEqualTo("boardrules-selfplay/3");
    String json = "{\"game\":\"takeaway(pile=9)\",\"simulations\":8,\"c_puct\":1.5,\"dirichlet_alpha\":0.3,"
        + "\"dirichlet_epsilon\":0.25,\"sampling_plies\":2,\"ply_cap\":40,\"seed\":-7,"
        + "\"evaluator\":\"hand \\\"built\\\"\",\"setup_per_game\":false,\"leaf_batch\":1,"
        + "\"first_play_urgency\":-1.0,\"random_opening\":0,\"child_value_policy\":0.0}";
    assertThat(header(entries, "settings.npy")).contains("'|S" + json.length() + "'").contains("'shape': ()");
    assertThat(StandardCharsets.UTF_8.decode(data(entries, "settings.npy")).toString()).isEqualTo(json);
    // The search values, float32 per position.
    ByteBuffer rootValue = data(entries, "root_value.npy");
    assertThat(List.of(rootValue.getFloat(), rootValue.getFloat(), rootValue.getFloat()))
        .containsExactly(0.5f, -1f, 0.125f);
    ByteBuffer actionQ = data(entries, "action_q.npy");
    assertThat(List.of(actionQ.getFloat(), actionQ.getFloat(), actionQ.getFloat())).containsExactly(0.625f, -1f, 0f);
    // The games: offsets (G + 1,), seeds int64, a bool per game, the starts as |S of the longest
    // start's UTF-8 length ("pile é" is 7 bytes), the shorter padded with NUL bytes.
    assertThat(header(entries, "game_offsets.npy")).contains("'<i8'").contains("'shape': (3,)");
    ByteBuffer gameOffsets = data(entries, "game_offsets.npy");
    assertThat(List.of(gameOffsets.getLong(), gameOffsets.getLong(), gameOffsets.getLong())).containsExactly(0L, 2L, 3L);
    ByteBuffer seeds = data(entries, "game_seed.npy");
    assertThat(List.of(seeds.getLong(), seeds.getLong())).containsExactly(123_456_789_012L, -5L);
    assertThat(header(entries, "game_truncated.npy")).contains("'|b1'").contains("'shape': (2,)");
    ByteBuffer cut = data(entries, "game_truncated.npy");
    assertThat(List.of(cut.get(), cut.get())).containsExactly((byte) 0, (byte) 1);
    assertThat(cut.hasRemaining()).isFalse();
    assertThat(header(entries, "game_start.npy")).contains("'|S7'").contains("'shape': (2,)");
    ByteBuffer starts = data(entries, "game_start.npy");
    byte[] startBytes = new byte[starts.remaining()];
    starts.get(startBytes);
    assertThat(startBytes).containsExactly('9', ' ', '1', 0, 0, 0, 0, 'p', 'i', 'l', 'e', ' ', 0xC3, 0xA9);
    assertThat(header(entries, "action_count.npy")).contains("'<i8'").contains("'shape': ()");
    assertThat(data(entries, "action_count.npy").getLong()).isEqualTo(5);
    assertThat(header(entries, "observation.npy")).contains("'<f4'").contains("'shape': (3, 2)");
    assertThat(header(entries, "legal_offsets.npy")).contains("'<i8'").contains("'shape': (4,)");
    ByteBuffer offsets = data(entries, "legal_offsets.npy");
    assertThat(List.of(offsets.getLong(), offsets.getLong(), offsets.getLong(), offsets.getLong()))
        .containsExactly(0L, 2L, 3L, 6L);
    assertThat(header(entries, "legal_actions.npy")).contains("'<i4'").contains("'shape': (6,)");
    ByteBuffer actions = data(entries, "legal_actions.npy");
    List<Integer> legal = new ArrayList<>();
    while (actions.hasRemaining()) {
      legal.add(actions.getInt());
    }
    assertThat(legal).containsExactly(0, 2, 3, 1, 2, 4);
    ByteBuffer policy = data(entries, "policy.npy");
    List<Float> shares = new ArrayList<>();
    while (policy.hasRemaining()) {
      shares.add(policy.getFloat());
    }
    assertThat(shares).containsExactly(0.25f, 0.75f, 1f, 0.5f, 0f, 0.5f);
    ByteBuffer outcome = data(entries, "outcome.npy");
    assertThat(List.of(outcome.getFloat(), outcome.getFloat(), outcome.getFloat())).containsExactly(1f, -1f, 0f);

    SelfPlayData back = SelfPlayData.readFrom(new ByteArrayInputStream(bytes(data)), "hand.npz");
    assertThat(back).isEqualTo(data);
    assertThat(back.actionCount()).isEqualTo(5);
    assertThat(back.legalActionTotal()).isEqualTo(6);
    assertThat(back.legalActions(2)).containsExactly(1, 2, 4);
    assertThat(back.legalPolicy(0)).containsExactly(0.25f, 0.75f);
    assertThat(back.legalMask(1)).containsExactly(false, false, false, true, false);
    assertThat(back.policy(2)).containsExactly(0, 0.5f, 0, 0, 0.5f);
    assertThat(back.legalMasks(0, 3)).containsExactly(
        true, false, true, false, false,
        false, false, false, true, false,
        false, true, true, false, true);
    assertThat(back.policies(1, 3)).containsExactly(
        0, 0, 0, 1, 0,
        0, 0.5f, 0, 0, 0.5f);
    assertThat(back.observation(2)).containsExactly(0.5f, 0.5f);
    assertThat(back.gameIndex(2)).isEqualTo(1);
    assertThat(back.ply(1)).isEqualTo(1);
    assertThat(back.formatVersion()).isEqualTo(3);
    assertThat(back.settings()).contains(SETTINGS);
    assertThat(back.rootValue(0)).isEqualTo(0.5f);
    assertThat(back.actionQ(0)).isEqualTo(0.625f);
    assertThat(back.games()).containsExactly(
        new SelfPlayGame(0, 0, 2, 123_456_789_012L, false, "9 1"),
        new SelfPlayGame(1, 2, 1, -5, true, "pile é"));
  }

  @Test
  void aDenseBatchTooLargeIsRefusedWithItsLimitBeforeAnythingIsMade() {
    SelfPlayData.Builder builder = new SelfPlayData.Builder("wide", new int[] {1}, 1 << 25);
    for (int i = 0; i < 3; i++) {
      builder.add(0, i, new float[] {i}, new int[] {i, (1 << 25) - 1}, new float[] {0.5f, 0.5f}, i, 0, 0, 0);
    }
    SelfPlayData wide = builder.build();
    assertThat(wide.legalMasks(0, 2)).hasSize(2 << 25);
    assertThatThrownBy(() -> wide.policies(0, 3))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("positions 0 to 3 of wide densified are 100663296 values (3 × 33554432 actions)")
        .hasMessageContaining("a dense batch holds at most 67108864: ask for at most 2 positions at once");
    assertThatThrownBy(() -> wide.legalMasks(2, 4)).isInstanceOf(IndexOutOfBoundsException.class);
  }

  @Test
  void theStreamingWriterWritesTheSameBytesAndLeavesNoTemporaryFiles() throws IOException {
    SelfPlay<Pile, Take> run = SelfPlay.builder(GAME).simulations(30).seed(5).threads(2).build();
    SelfPlayData all = run.play(0, 7);
    Path written = dir.resolve("run.npz");
    assertThat(run.write(0, 7, written)).isEqualTo(all.size());
    assertThat(Files.readAllBytes(written)).isEqualTo(bytes(all));
    Path byGame = dir.resolve("by-game.npz");
    try (SelfPlayWriter writer = SelfPlayWriter.open(byGame, run)) {
      for (int i = 0; i < 7; i++) {
        writer.append(run.playGame(i));
      }
      writer.finish();
      assertThat(writer.positions()).isEqualTo(all.size());
    }
    assertThat(Files.readAllBytes(byGame)).isEqualTo(bytes(all));
    assertThat(SelfPlayData.read(byGame)).isEqualTo(all);
    all.write(byGame); // replaces the file
    assertThat(Files.readAllBytes(byGame)).isEqualTo(bytes(all));
    assertThat(files()).containsExactlyInAnyOrder("run.npz", "by-game.npz");
    if (Files.getFileStore(dir).supportsFileAttributeView("posix")) {
      // The file gets the permissions of any new file there, not a temporary file's (owner only).
      Path plain = Files.createFile(dir.resolve("plain"));
      assertThat(Files.getPosixFilePermissions(written)).isEqualTo(Files.getPosixFilePermissions(plain));
    }
  }

  private List<String> files() throws IOException {
    try (Stream<Path> list = Files.list(dir)) {
      return list.map(p -> p.getFileName().toString()).toList();
    }
  }

  @Test
  void aFailureMidwayLeavesNeitherTheFileNorTemporaryFiles() throws IOException {
    Path file = dir.resolve("failed.npz");
    Files.writeString(file, "the previous file");
    AtomicInteger evaluations = new AtomicInteger();
    Evaluator<Pile> failing = (state, legal, random) -> {
      if (evaluations.incrementAndGet() > 200) {
        throw new IllegalStateException("the network went away");
      }
      return Prediction.uniform(legal.length, 0);
    };
    SelfPlay<Pile, Take> run = SelfPlay.builder(GAME).simulations(20).evaluator(failing).build();
    assertThatThrownBy(() -> run.write(0, 50, file))
        .isInstanceOf(IllegalStateException.class).hasMessage("the network went away");
    assertThat(evaluations.get()).isGreaterThan(200);
    assertThat(files()).containsExactly("failed.npz");
    assertThat(Files.readString(file)).isEqualTo("the previous file");

    SelfPlay<Pile, Take> five = SelfPlay.builder(GAME).simulations(5).build();
    try (SelfPlayWriter writer = SelfPlayWriter.open(dir.resolve("mixed.npz"), five)) {
      writer.append(five.playGame(0));
      assertThat(files()).hasSize(1 + SelfPlayFormat.Column.values().length);
      assertThatThrownBy(() -> writer.append(wrongShape()))
          .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("cannot append");
      // The file records one run's settings: another run's games are refused.
      assertThatThrownBy(() -> writer.append(SelfPlay.builder(GAME).simulations(6).build().playGame(0)))
          .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("cannot append")
          .hasMessageContaining("\"simulations\":6").hasMessageContaining("\"simulations\":5");
    }
    assertThat(files()).containsExactly("failed.npz");
  }

  private static SelfPlayData wrongShape() {
    SelfPlayData.Builder builder = new SelfPlayData.Builder(
        SelfPlay.builder(GAME).simulations(5).build().settings(), new int[] {3}, 3);
    builder.add(0, 0, new float[] {0, 0, 0}, new int[] {0}, new float[] {1}, 0, 0, 0, 0);
    builder.endGame(0, false, "1 1");
    return builder.build();
  }

  @Test
  void aTargetThatCannotBeWrittenIsRefusedBeforeAnyGame() {
    AtomicInteger evaluations = new AtomicInteger();
    SelfPlay<Pile, Take> run = SelfPlay.builder(GAME).simulations(5).evaluator((state, legal, random) -> {
      evaluations.incrementAndGet();
      return Prediction.uniform(legal.length, 0);
    }).build();
    assertThatThrownBy(() -> run.write(0, 3, dir.resolve("no/such/dir/x.npz")))
        .isInstanceOf(IOException.class)
        .hasMessageContaining("x.npz: cannot write the self-play file's temporary files in");
    assertThatThrownBy(() -> run.write(0, 3, dir))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("(it is a directory)");
    assertThat(evaluations.get()).isZero();
  }

  /** A good archive with one entry's bytes replaced (or the entry left out, for null). */
  private static byte[] rewritten(byte[] good, String name, byte[] content) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (ZipOutputStream zip = new ZipOutputStream(out);
        ZipInputStream in = new ZipInputStream(new ByteArrayInputStream(good))) {
      ZipEntry entry;
      while ((entry = in.getNextEntry()) != null) {
        byte[] bytes = in.readAllBytes();
        zip.putNextEntry(new ZipEntry(entry.getName()));
        zip.write(entry.getName().equals(name) ? content : bytes);
        zip.closeEntry();
      }
    }
    return out.toByteArray();
  }

  private static byte[] npyString(String text) {
    byte[] value = text.getBytes(StandardCharsets.US_ASCII);
    byte[] header = Npy.header("|S" + value.length);
    byte[] all = new byte[header.length + value.length];
    System.arraycopy(header, 0, all, 0, header.length);
    System.arraycopy(value, 0, all, header.length, value.length);
    return all;
  }

  private static byte[] npyBytes(byte[] header, byte[] data) {
    byte[] all = Arrays.copyOf(header, header.length + data.length);
    System.arraycopy(data, 0, all, header.length, data.length);
    return all;
  }

  private static String refusal(byte[] archive, String name) {
    try {
      SelfPlayData.readFrom(new ByteArrayInputStream(archive), name);
    } catch (IllegalArgumentException e) {
      return e.getMessage();
    } catch (IOException e) {
      throw new AssertionError(e);
    }
    throw new AssertionError(name + " was read");
  }

  @Test
  void otherVersionsCutShortAndCorruptFilesAreRefusedNamingTheFileAndTheEntry() throws IOException {
    byte[] good = bytes(SelfPlay.builder(GAME).simulations(20).build().play(0, 4));
    assertThat(refusal(rewritten(good, "format.npy", npyString("boardrules-selfplay/4")), "v4.npz"))
        .isEqualTo("v4.npz: format.npy says \"boardrules-selfplay/4\" (shape []): this reader reads the formats"
            + " boardrules-selfplay/3 and boardrules-selfplay/2 only");
    // The first format had no format entry and began with the observations.
    ByteArrayOutputStream first = new ByteArrayOutputStream();
    try (ZipOutputStream zip = new ZipOutputStream(first)) {
      zip.putNextEntry(new ZipEntry("observation.npy"));
      zip.write(Npy.header(Npy.FLOAT32, 1, 2));
      zip.write(new byte[8]);
      zip.closeEntry();
    }
    assertThat(refusal(first.toByteArray(), "v1.npz"))
        .startsWith("v1.npz: observation.npy: the first entry is not format.npy: not a self-play file of format"
            + " boardrules-selfplay/3 or boardrules-selfplay/2 (files of the first format, with a dense"
            + " legal_mask.npy, are not read");
    assertThat(refusal("hello".getBytes(StandardCharsets.US_ASCII), "hello.npz"))
        .startsWith("hello.npz: no entry format.npy");

    for (int length : new int[] {good.length / 3, good.length / 2, good.length - 30}) {
      byte[] cut = Arrays.copyOf(good, length);
      assertThat(refusal(cut, "cut.npz")).as("cut at %d of %d bytes", length, good.length)
          .matches("cut\\.npz: .*[a-z_]+\\.npy.*");
    }
    assertThat(refusal(rewritten(good, "policy.npy", Npy.header(Npy.FLOAT32, 1)), "short.npz"))
        .isEqualTo("short.npz: policy.npy: cut short: 0 of the 1 values its shape needs");
    assertThat(refusal(rewritten(good, "ply.npy", Npy.header(Npy.INT32, 2)), "plies.npz"))
        .startsWith("plies.npz: ply.npy: cut short");
    // Format 3's entries are checked against the rest.
    assertThat(refusal(rewritten(good, "settings.npy", npyString("{\"game\":\"nim\"}")), "settings.npz"))
        .startsWith("settings.npz: settings.npy: the settings have no \"simulations\"");
    assertThat(refusal(rewritten(good, "game_truncated.npy", npyBytes(Npy.header(SelfPlayFormat.BOOL, 4),
            new byte[] {0, 2, 0, 0})), "bool.npz"))
        .isEqualTo("bool.npz: game_truncated.npy: value 1 is the byte 2; a bool is 0 or 1");
    assertThat(refusal(rewritten(good, "game_offsets.npy", npyBytes(Npy.header(Npy.INT64, 2), new byte[16])),
            "games.npz"))
        .startsWith("games.npz: game_offsets.npy runs from 0 to 0; it must run from 0 to ");

    byte[] corrupt = good.clone();
    int name = indexOf(corrupt, "observation.npy".getBytes(StandardCharsets.US_ASCII));
    corrupt[name + "observation.npy".length() + 20] ^= 0x5A;
    assertThat(refusal(corrupt, "corrupt.npz")).startsWith("corrupt.npz: observation.npy");
  }

  private static int indexOf(byte[] haystack, byte[] needle) {
    outer:
    for (int i = 0; i + needle.length <= haystack.length; i++) {
      for (int k = 0; k < needle.length; k++) {
        if (haystack[i + k] != needle[k]) {
          continue outer;
        }
      }
      return i;
    }
    throw new AssertionError("not found");
  }
}
