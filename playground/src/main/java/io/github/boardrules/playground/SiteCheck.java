package io.github.boardrules.playground;

import java.net.InetAddress;
import java.net.NetworkInterface;
import java.net.SocketException;
import java.net.URI;
import java.net.UnknownHostException;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * Keeps other sites out. Every request's {@code Host} must be a name this server serves (so a page
 * of another site that rebinds its own name to this machine's address reaches nothing), and every
 * change must be a same-origin request: {@code Content-Type: application/json} on a POST (which an
 * HTML form cannot send, and a cross-site {@code fetch} cannot send without a preflight this server
 * never grants), an {@code Origin}, when the browser sends one, that is this server's own, and no
 * {@code Sec-Fetch-Site: cross-site}.
 *
 * <p>The names served: for a loopback address {@code 127.0.0.1}, {@code localhost} and {@code [::1]};
 * for every address ({@code 0.0.0.0}) also this machine's host name and each of its addresses;
 * else the address given; each with the port; and the public URLs a reverse proxy serves the
 * playground at ({@code --public-url}). Immutable.
 */
final class SiteCheck {
  private final Set<String> hosts;
  private final Set<String> origins;

  private SiteCheck(Set<String> hosts, Set<String> origins) {
    this.hosts = Set.copyOf(hosts);
    this.origins = Set.copyOf(origins);
  }

  /**
   * The names a server on this address and port serves.
   *
   * @param host the address bound, as given
   * @param port the port bound
   * @param publicUrls the URLs a reverse proxy serves the playground at, such as {@code
   *     https://games.example.org/}
   * @return the check
   */
  static SiteCheck of(String host, int port, List<URI> publicUrls) {
    Set<String> names = new LinkedHashSet<>();
    names.add(host.toLowerCase(Locale.ROOT));
    try {
      InetAddress bound = InetAddress.getByName(host);
      names.add(literal(bound));
      if (bound.isLoopbackAddress() || bound.isAnyLocalAddress()) {
        names.addAll(List.of("127.0.0.1", "localhost", "[::1]"));
      }
      if (bound.isAnyLocalAddress()) {
        names.add(InetAddress.getLocalHost().getHostName().toLowerCase(Locale.ROOT));
        for (NetworkInterface face : Collections.list(NetworkInterface.getNetworkInterfaces())) {
          for (InetAddress address : Collections.list(face.getInetAddresses())) {
            names.add(literal(address));
          }
        }
      }
    } catch (UnknownHostException | SocketException e) {
      // the name as given is kept; the machine's others are not known
    }
    Set<String> hosts = new LinkedHashSet<>();
    Set<String> origins = new LinkedHashSet<>();
    for (String name : names) {
      hosts.add(name + ":" + port);
      origins.add("http://" + name + ":" + port);
      if (port == 80) {
        hosts.add(name);
        origins.add("http://" + name);
      }
    }
    for (URI url : publicUrls) {
      String authority = url.getRawAuthority().toLowerCase(Locale.ROOT);
      hosts.add(authority);
      origins.add(url.getScheme().toLowerCase(Locale.ROOT) + "://" + authority);
    }
    return new SiteCheck(hosts, origins);
  }

  /** An address as it appears in a Host header: IPv6 in brackets, without a zone. */
  private static String literal(InetAddress address) {
    String text = address.getHostAddress().replaceFirst("%.*", "");
    return text.contains(":") ? "[" + text + "]" : text;
  }

  /**
   * Checks the request's {@code Host}.
   *
   * @param host the header, or null (HTTP/1.0)
   * @throws ApiException 421 for a name this server does not serve
   */
  void checkHost(@Nullable String host) {
    if (host != null && !hosts.contains(host.toLowerCase(Locale.ROOT))) {
      throw new ApiException(421, "Host \"" + host + "\" is not a name this playground serves (it serves "
          + String.join(", ", hosts) + "); behind a reverse proxy, give its public URL with --public-url");
    }
  }

  /**
   * Checks that a change comes from this server's own pages, or from a client that is no browser.
   *
   * @param method the request's method
   * @param contentType its {@code Content-Type}, or null
   * @param origin its {@code Origin}, or null
   * @param fetchSite its {@code Sec-Fetch-Site}, or null
   * @throws ApiException 415 for a POST that is not JSON, 403 for another site's request
   */
  void checkChange(String method, @Nullable String contentType, @Nullable String origin, @Nullable String fetchSite) {
    if (method.equals("POST")) {
      String type = contentType == null ? "" : contentType.split(";", 2)[0].trim().toLowerCase(Locale.ROOT);
      if (!type.equals("application/json")) {
        throw new ApiException(415, "A change needs Content-Type: application/json, not "
            + (contentType == null ? "none" : "\"" + contentType + "\"")
            + " (a form of another site cannot send it, so none can make changes here)");
      }
    }
    if ("cross-site".equalsIgnoreCase(fetchSite)) {
      throw new ApiException(403, "A change from another site (Sec-Fetch-Site: cross-site) is refused");
    }
    if (origin != null && !origins.contains(origin.toLowerCase(Locale.ROOT))) {
      throw new ApiException(403, "A change from another origin (" + origin + ") is refused: this playground"
          + " takes changes from its own pages only (" + String.join(", ", origins) + ")");
    }
  }

  /** The Host names served, for tests and messages. */
  Set<String> hosts() {
    return hosts;
  }
}
